import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getSip16Evidence, sip16EvidencePdf } from '../../services/sip16/sip16-evidence';
import { errorResponseSchema, guardedErrors, pdfResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

/** SIP 16 marketing evidence of one post (beyond the spec): the owner's or, for Admin, any. */
const sellerSip16Routes: ApiRoutes = async (app) => {
  app.get(
    '/sip16-evidence',
    {
      schema: {
        summary: "A post's SIP 16 marketing evidence as an A4 PDF: periods on sale, where shown, parties e-mailed, views and interest with dates",
        tags: ['seller'],
        querystring: postIdQuerySchema,
        response: { 200: pdfResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const evidence = await getSip16Evidence(app.ctx, currentUser(request), request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="sip16-evidence-${evidence.businessId}.pdf"`)
        .send(await sip16EvidencePdf(evidence));
    },
  );
};

export default sellerSip16Routes;
