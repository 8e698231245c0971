import { adminDealRoomAuditQuerySchema } from '@insolvency/shared-contracts/schemas';
import { listDealRoomAudit } from '../../services/admin/deal-room-audit';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { dealRoomAuditPageSchema } from './admin-schemas';

/** The deal rooms' steps, read only. */
const adminDealRoomAuditRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-audit',
    {
      schema: {
        summary: "Every deal room's steps (NDA, access, documents and downloads, questions and answers, closing time, offers), newest first, filtered by post, user and kind; never a sealed offer's terms",
        tags: ['admin'],
        querystring: adminDealRoomAuditQuerySchema,
        response: { 200: dealRoomAuditPageSchema, 400: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => listDealRoomAudit(app.ctx, request.query),
  );
};

export default adminDealRoomAuditRoutes;
