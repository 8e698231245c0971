import { resendConfirmationRequestSchema } from '@insolvency/shared-contracts/schemas';
import { resendConfirmation } from '../../services/accounts/email-confirmation';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

/** POST /api/unauth/resend-confirmation {Email}: the same answer whatever the address. */
const resendConfirmationRoutes: ApiRoutes = async (app) => {
  app.post(
    '/resend-confirmation',
    { schema: { summary: 'Mail a new e-mail confirmation link', tags: ['registration'], body: resendConfirmationRequestSchema, response: { 200: messageResponseSchema, 400: errorResponseSchema } } },
    async (request) => resendConfirmation(app.ctx, request.body, request.ip),
  );
};

export default resendConfirmationRoutes;
