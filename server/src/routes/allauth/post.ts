import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getPostForViewer } from '../../services/posts/post-detail';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { postResponseSchema } from '../unauth/home-schemas';

/** GET /api/allauth/post?id: one post; owner-only fields for its owner and Admin. */
const postRoutes: ApiRoutes = async (app) => {
  app.get(
    '/post',
    {
      schema: {
        summary: 'One post: all its fields for its owner and Admin, the public ones for others',
        tags: ['posts'],
        querystring: postIdQuerySchema,
        response: { 200: postResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => getPostForViewer(app.ctx, currentUser(request), request.query.id),
  );
};

export default postRoutes;
