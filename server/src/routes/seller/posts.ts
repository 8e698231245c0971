import { z } from 'zod';
import { sellerPostsQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { listSellerArchivedPosts, listSellerPosts } from '../../services/posts/seller-posts';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { postResponseSchema } from '../unauth/home-schemas';

const postListSchema = z.array(postResponseSchema);

/** GET /api/seller/posts?status=1|6|7 and /api/seller/archived-posts: the caller's own posts. */
const sellerPostsRoutes: ApiRoutes = async (app) => {
  app.get(
    '/posts',
    { schema: { summary: 'The seller\'s posts with one status', tags: ['seller'], querystring: sellerPostsQuerySchema, response: { 200: postListSchema, 400: errorResponseSchema, ...guardedErrors } } },
    async (request) => {
      const { id, role } = currentUser(request);
      return listSellerPosts(app.ctx, { id, role }, request.query.status);
    },
  );
  app.get('/archived-posts', { schema: { summary: 'The seller\'s archived posts', tags: ['seller'], response: { 200: postListSchema, ...guardedErrors } } }, async (request) => {
    const { id, role } = currentUser(request);
    return listSellerArchivedPosts(app.ctx, { id, role });
  });
};

export default sellerPostsRoutes;
