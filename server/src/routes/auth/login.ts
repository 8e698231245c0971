import { loginRequestSchema, tokenPairSchema } from '@insolvency/shared-contracts/schemas';
import { login } from '../../services/auth/sessions';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

/** POST /api/login {Email, Password} -> {token, refreshToken}. */
const loginRoutes: ApiRoutes = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['session'],
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      login(app.ctx, app.loginThrottle, request.body, request.ip),
  );
};

export default loginRoutes;
