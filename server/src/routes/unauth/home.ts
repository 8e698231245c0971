import { z } from 'zod';
import { londonToday } from '@insolvency/shared-contracts';
import { listHomePosts } from '../../services/posts/home-posts';
import { getHomeStats } from '../../services/stats/home-stats';
import type { ApiRoutes } from '../types';
import { homeStatsResponseSchema, postResponseSchema } from './home-schemas';

/** GET /api/unauth/homeposts and /api/unauth/homestats: the visitor home page. */
const homeRoutes: ApiRoutes = async (app) => {
  app.get('/homeposts', { schema: { tags: ['home'], response: { 200: z.array(postResponseSchema) } } }, async () =>
    listHomePosts(app.db, londonToday()),
  );
  app.get('/homestats', { schema: { tags: ['home'], response: { 200: homeStatsResponseSchema } } }, async () =>
    getHomeStats(app.db, londonToday()),
  );
};

export default homeRoutes;
