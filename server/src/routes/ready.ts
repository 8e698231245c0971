import { z } from 'zod';
import { checkReadiness } from '../services/readiness';
import { errorResponseSchema } from './schemas';
import type { ApiRoutes } from './types';

const readyResponseSchema = z.object({ status: z.literal('ready') });

/** GET /api/ready: whether a load balancer may send this instance traffic (liveness is /api/health). */
const readyRoutes: ApiRoutes = async (app) => {
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the instance is not shutting down, the database answers, its migrations are applied and the job queue runs; 503 naming the check that failed',
        tags: ['platform'],
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
      logLevel: 'warn',
    },
    async () => checkReadiness(app.ctx, app.draining),
  );
};

export default readyRoutes;
