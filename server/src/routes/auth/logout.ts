import { z } from 'zod';
import { logout } from '../../services/auth/sessions';
import { messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const logoutHeadersSchema = z.object({ refreshtoken: z.string().optional() });

/** POST /api/logout (header refreshToken) -> {message}; revokes that refresh token. */
const logoutRoutes: ApiRoutes = async (app) => {
  app.post(
    '/logout',
    { schema: { summary: 'Log out: end the session of the refresh token sent', tags: ['session'], headers: logoutHeadersSchema, response: { 200: messageResponseSchema } } },
    async (request) => logout(app.ctx, request.headers.refreshtoken),
  );
};

export default logoutRoutes;
