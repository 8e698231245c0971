import { z } from 'zod';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@insolvency/shared-contracts/schemas';
import { forgotPassword, resetPassword } from '../../services/accounts/password-reset';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const resetQuerySchema = z.object({ email: z.string().max(600).optional(), token: z.string().max(200).optional() });

/** POST /api/unauth/forgotpassword and /api/unauth/resetpassword?email&token. */
const passwordResetRoutes: ApiRoutes = async (app) => {
  app.post(
    '/forgotpassword',
    { schema: { summary: 'Mail a password reset link', tags: ['password'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema, 400: errorResponseSchema } } },
    async (request) => forgotPassword(app.ctx, request.body, request.ip),
  );
  app.post(
    '/resetpassword',
    {
      schema: { summary: 'Set a new password with a reset link',
        tags: ['password'],
        querystring: resetQuerySchema,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => resetPassword(app.ctx, request.query, request.body, request.ip),
  );
};

export default passwordResetRoutes;
