import { z } from 'zod';
import { confirmEmail } from '../../services/accounts/email-confirmation';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const confirmEmailQuerySchema = z.object({ userId: z.string().max(20).optional(), token: z.string().max(200).optional() });

/** POST /api/confirmemail?userId&token: the ConfirmEmail screen calls it on load. */
const confirmEmailRoutes: ApiRoutes = async (app) => {
  app.post(
    '/confirmemail',
    {
      schema: { summary: 'Confirm an e-mail address from the link mailed at registration',
        tags: ['registration'],
        querystring: confirmEmailQuerySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => confirmEmail(app.ctx, request.query, request.ip),
  );
};

export default confirmEmailRoutes;
