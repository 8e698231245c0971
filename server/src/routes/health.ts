import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../errors';
import { errorResponseSchema } from './schemas';
import type { ApiRoutes } from './types';

const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health: 200 once the database answers a query. */
const healthRoutes: ApiRoutes = async (app) => {
  app.get(
    '/health',
    { schema: { summary: 'Liveness and database readiness', tags: ['platform'], response: { 200: healthResponseSchema, 503: errorResponseSchema } }, logLevel: 'warn' },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not answering');
        throw new AppError(503, 'The database is not available.');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
