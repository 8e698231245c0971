import { buyerRegistrationRequestSchema, sellerRegistrationRequestSchema } from '@insolvency/shared-contracts/schemas';
import { registerBuyer, registerSeller } from '../../services/accounts/registration';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const responses = { 200: messageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

/**
 * POST /api/register-interestedparty and /api/register-insolvencypractitioner: a new,
 * unconfirmed account; the answer's message says a confirmation link was mailed.
 * 400 field errors (section 5, unknown label ids, IP Name for capacity code '2', Function
 * Other), 409 address already registered, 429 too many registrations from one client.
 */
const registerRoutes: ApiRoutes = async (app) => {
  app.post(
    '/register-interestedparty',
    { schema: { summary: 'Register an Interested Party (buyer)', tags: ['registration'], body: buyerRegistrationRequestSchema, response: responses } },
    async (request) => registerBuyer(app.ctx, request.body, request.ip),
  );
  app.post(
    '/register-insolvencypractitioner',
    { schema: { summary: 'Register an Insolvency Practitioner (seller)', tags: ['registration'], body: sellerRegistrationRequestSchema, response: responses } },
    async (request) => registerSeller(app.ctx, request.body, request.ip),
  );
};

export default registerRoutes;
