import { extendPostRequestSchema, postIdQuerySchema, postingRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { extendPost, markPostSold, startPostingPeriod, withdrawPost } from '../../services/posts/post-lifecycle';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const answers = { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...guardedErrors } as const;
const tags = ['seller'];

/** Posting, extending, withdrawing, reposting and marking Sold a post (spec §4's transitions; 409 from any other status). */
const sellerLifecycleRoutes: ApiRoutes = async (app) => {
  app.post(
    '/post-draft',
    { schema: { summary: 'Post a draft: now, or scheduled from its start date', tags, querystring: postIdQuerySchema, body: postingRequestSchema, response: answers } },
    async (request) => startPostingPeriod(app.ctx, currentUser(request), request.query.id, request.body, 'post'),
  );
  app.post(
    '/repost',
    { schema: { summary: 'Repost an expired or withdrawn post with new dates', tags, querystring: postIdQuerySchema, body: postingRequestSchema, response: answers } },
    async (request) => startPostingPeriod(app.ctx, currentUser(request), request.query.id, request.body, 'repost'),
  );
  app.patch(
    '/extend-post',
    { schema: { summary: "Change a live or scheduled post's end date", tags, querystring: postIdQuerySchema, body: extendPostRequestSchema, response: answers } },
    async (request) => extendPost(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.patch(
    '/withdraw-post',
    { schema: { summary: 'Withdraw a live post', tags, querystring: postIdQuerySchema, response: answers } },
    async (request) => withdrawPost(app.ctx, currentUser(request), request.query.id),
  );
  app.patch(
    '/mark-sold',
    { schema: { summary: 'Mark a live or expired post as Sold: it leaves the listings for the archive, for good', tags, querystring: postIdQuerySchema, response: answers } },
    async (request) => markPostSold(app.ctx, currentUser(request), request.query.id),
  );
};

export default sellerLifecycleRoutes;
