import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod';

/** A route file: a plugin whose schemas are zod schemas. */
export type ApiRoutes = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;
