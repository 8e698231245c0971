import { buyerScreeningQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getBuyerScreening } from '../../services/screening/buyer-screening';
import { errorResponseSchema, guardedErrors } from '../schemas';
import { buyerScreeningSchema } from '../screening-schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];

/** A buyer's sanctions screening in a post's deal room, for the practitioner selling it (issue 56). */
const sellerScreeningRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-buyer-screening',
    {
      schema: {
        summary: "A buyer's latest screening against the UK Sanctions List: who was screened, the list version, each possible match with the list entry, score and reasons",
        tags,
        querystring: buyerScreeningQuerySchema,
        response: { 200: buyerScreeningSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => getBuyerScreening(app.ctx, currentUser(request), request.query.id, request.query.BuyerId),
  );
};

export default sellerScreeningRoutes;
