import { buyerCddRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getBuyerCdd, saveBuyerCdd } from '../../services/cdd/cdd';
import { buyerCddSchema } from '../cdd-schemas';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };

/** The buyer's part of their customer due diligence for a sale (issue 56), given before an offer. */
const buyerCddRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-cdd',
    {
      schema: {
        summary: "The buyer's own part of their customer due diligence for a post (source of funds, political exposure, confirmed beneficial owners) and what of it is missing",
        tags,
        ...byPost,
        response: { 200: buyerCddSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => getBuyerCdd(app.ctx, currentUser(request), request.query.id),
  );
  app.put(
    '/deal-room-cdd',
    {
      schema: {
        summary: "Saves the buyer's part of their customer due diligence for a post and confirms the beneficial owners declared now; kept as it was once their offer is accepted (409); bounded per hour (429)",
        tags,
        ...byPost,
        body: buyerCddRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => saveBuyerCdd(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default buyerCddRoutes;
