import { acceptNdaRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { acceptNda, getBuyerDealRoom, getSignedNda } from '../../services/deal-room/nda';
import { signedNdaPdf } from '../../services/deal-room/signed-nda-pdf';
import { buyerDealRoomSchema, clientOrigin } from '../shared/deal-room-schemas';
import { errorResponseSchema, guardedErrors, pdfResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const byPost = { querystring: postIdQuerySchema };
const postErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The buyer's side of a post's deal room (issue 32): its NDA, the signature, the signed copy. */
const buyerDealRoomRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room',
    { schema: { summary: "A post's NDA and where the buyer stands in its deal room", tags, ...byPost, response: { 200: buyerDealRoomSchema, ...postErrors } } },
    async (request) => getBuyerDealRoom(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/accept-nda',
    {
      schema: {
        summary: "Accepts a post's NDA on behalf of the buyer's company, once, after expressing interest; records the version, time, address and user agent",
        tags,
        ...byPost,
        body: acceptNdaRequestSchema,
        response: { 200: buyerDealRoomSchema, ...postErrors, 409: errorResponseSchema },
      },
    },
    async (request) => acceptNda(app.ctx, currentUser(request), request.query.id, request.body, clientOrigin(request)),
  );
  app.get(
    '/signed-nda-pdf',
    { schema: { summary: "The buyer's signed copy of a post's NDA as an A4 PDF", tags, ...byPost, response: { 200: pdfResponseSchema, ...postErrors } } },
    async (request, reply) => {
      const signed = await getSignedNda(app.ctx, currentUser(request), request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="nda-${signed.postId}.pdf"`)
        .send(await signedNdaPdf(signed));
    },
  );
};

export default buyerDealRoomRoutes;
