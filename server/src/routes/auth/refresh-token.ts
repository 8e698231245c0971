import { tokenPairSchema } from '@insolvency/shared-contracts/schemas';
import { z } from 'zod';
import { refreshSession } from '../../services/auth/sessions';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

// Header names arrive lower-cased; the client sends `accessToken` and `refreshToken`.
const refreshHeadersSchema = z.object({
  accesstoken: z.string().optional(),
  refreshtoken: z.string().optional(),
});

/** POST /api/refresh-token (empty body; headers accessToken, refreshToken) -> a new pair. */
const refreshTokenRoutes: ApiRoutes = async (app) => {
  app.post(
    '/refresh-token',
    { schema: { summary: 'Swap a refresh token for a new token pair', tags: ['session'], headers: refreshHeadersSchema, response: { 200: tokenPairSchema, 401: errorResponseSchema } } },
    async (request) =>
      refreshSession(app.ctx, {
        accessToken: request.headers.accesstoken, refreshToken: request.headers.refreshtoken,
      }),
  );
};

export default refreshTokenRoutes;
