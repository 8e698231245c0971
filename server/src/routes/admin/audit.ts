import { adminAuditQuerySchema } from '@insolvency/shared-contracts/schemas';
import { listAdminAudit } from '../../services/admin/audit';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { adminAuditPageSchema } from './admin-schemas';

/** The audit trail of admin actions. */
const adminAuditRoutes: ApiRoutes = async (app) => {
  app.get(
    '/audit',
    { schema: { summary: 'Admin actions, newest first, filtered by admin, user and action', tags: ['admin'], querystring: adminAuditQuerySchema, response: { 200: adminAuditPageSchema, 400: errorResponseSchema, ...guardedErrors } } },
    async (request) => listAdminAudit(app.ctx, request.query),
  );
};

export default adminAuditRoutes;
