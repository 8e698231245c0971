import { z } from 'zod';
import { documentIdQuerySchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { downloadAsBuyer, listBuyerPack } from '../../services/deal-room/pack';
import { clientOrigin, documentFileResponseSchema, packDocumentSchema, sendDocument } from '../shared/deal-room-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const refused = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The buyer's side of a post's information pack (issue 32): the list once released, each download logged and PDFs stamped. */
const buyerPackRoutes: ApiRoutes = async (app) => {
  app.get(
    '/pack-documents',
    {
      schema: {
        summary: "A post's information pack, once released to the buyer (403 until then)",
        tags,
        querystring: postIdQuerySchema,
        response: { 200: z.array(packDocumentSchema), ...refused },
      },
    },
    async (request) => listBuyerPack(app.ctx, currentUser(request), request.query.id),
  );
  app.get(
    '/pack-document',
    {
      schema: {
        summary: 'One document of a released pack; the download is logged and a PDF is stamped on every page with who it was released to',
        tags,
        querystring: documentIdQuerySchema,
        response: { 200: documentFileResponseSchema, ...refused, 422: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => sendDocument(reply, await downloadAsBuyer(app.ctx, currentUser(request), request.query.id, clientOrigin(request))),
  );
};

export default buyerPackRoutes;
