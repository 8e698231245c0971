import { z } from 'zod';
import { acceptOfferRequestSchema, fileIdQuerySchema, offersClosingRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { exportOfferRegister } from '../../services/deal-room/offer-register-csv';
import { acceptOffer, downloadProofOfFundsAsSeller, getSellerOffers, setOffersClosing } from '../../services/deal-room/offers';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { sellerOffersSchema } from '../shared/deal-room-offer-schemas';
import { documentFileResponseSchema, sendDocument } from '../shared/deal-room-schemas';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };
const postErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;
const conflictErrors = { ...postErrors, 409: errorResponseSchema } as const;

/** The seller's side of a post's sealed offers (issue 32): the closing time, the count or the register, its CSV, acceptance. Admin reads, never writes. */
const sellerOfferRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-offers',
    {
      schema: {
        summary: "A post's closing time for offers and how many are in; the offer register too once offers are no longer sealed (after the closing time, or at once without one)",
        tags,
        ...byPost,
        response: { 200: sellerOffersSchema, ...postErrors },
      },
    },
    async (request) => getSellerOffers(app.ctx, currentUser(request), request.query.id),
  );
  app.put(
    '/offers-closing',
    {
      schema: {
        summary:
          'Sets or moves the closing date and time for offers (OffersCloseAt as YYYY-MM-DDTHH:mm, Europe/London; in the future; only later once an offer is in), or removes it (null) while no offer is in; buyers with access are e-mailed',
        tags,
        ...byPost,
        body: offersClosingRequestSchema,
        response: { 200: sellerOffersSchema, ...conflictErrors },
      },
    },
    async (request) => setOffersClosing(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.get(
    '/deal-room-offers-csv',
    {
      schema: {
        summary: "A post's offer register as a CSV file (409 while offers are sealed)",
        tags,
        ...byPost,
        response: { 200: z.string().describe('text/csv; UTF-8 with a byte order mark (an attachment)'), ...conflictErrors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportOfferRegister(app.ctx, currentUser(request), request.query.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );
  app.get(
    '/offer-proof-of-funds',
    {
      schema: {
        summary: "A proof of funds attached to an offer on the caller's post, as uploaded (409 while offers are sealed)",
        tags,
        querystring: fileIdQuerySchema,
        response: { 200: documentFileResponseSchema, ...conflictErrors },
      },
    },
    async (request, reply) => sendDocument(reply, await downloadProofOfFundsAsSeller(app.ctx, currentUser(request), request.query.id)),
  );
  app.post(
    '/accept-offer',
    {
      schema: {
        summary: 'Accepts one offer on a post, once, when offers are no longer sealed; its buyer is e-mailed and the optional Message goes to the other bidders',
        tags,
        ...byPost,
        body: acceptOfferRequestSchema,
        response: { 200: messageResponseSchema, ...conflictErrors },
      },
    },
    async (request) => acceptOffer(app.ctx, currentUser(request), request.query.id, request.body),
  );
};

export default sellerOfferRoutes;
