import { adminPostIdQuerySchema, adminPostsQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { listAdminPosts, setPostApproval } from '../../services/admin/posts';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { adminPostsPageSchema } from './admin-schemas';

const tags = ['admin'];
const action = { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** Admin calls on posts (spec §7): the table and approval, audited. */
const adminPostRoutes: ApiRoutes = async (app) => {
  app.get(
    '/posts',
    { schema: { summary: 'One page of every post, newest first', tags, querystring: adminPostsQuerySchema, response: { 200: adminPostsPageSchema, 400: errorResponseSchema, ...guardedErrors } } },
    async (request) => listAdminPosts(app.ctx, request.query.page, request.query.pageSize),
  );
  app.patch(
    '/approve-post',
    { schema: { summary: 'Approve a post', tags, querystring: adminPostIdQuerySchema, response: action } },
    async (request) => setPostApproval(app.ctx, currentUser(request), request.query.id, true),
  );
  app.patch(
    '/unapprove-post',
    { schema: { summary: 'Withdraw the approval of a post', tags, querystring: adminPostIdQuerySchema, response: action } },
    async (request) => setPostApproval(app.ctx, currentUser(request), request.query.id, false),
  );
};

export default adminPostRoutes;
