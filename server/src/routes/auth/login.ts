import { z } from 'zod';
import { CAPTCHA_PASS_HEADER } from '@insolvency/shared-contracts';
import { loginRequestSchema, tokenPairSchema } from '@insolvency/shared-contracts/schemas';
import { login } from '../../services/auth/sessions';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const passHeader = CAPTCHA_PASS_HEADER.toLowerCase();

/** POST /api/login {Email, Password} -> {token, refreshToken}. */
const loginRoutes: ApiRoutes = async (app) => {
  app.post(
    '/login',
    {
      schema: { summary: 'Log in with e-mail and password',
        tags: ['session'],
        description:
          'After several failed logins for an account (from anywhere) its next login answers 403 with code CAPTCHA_REQUIRED until it brings a captcha pass (POST unauth/validate-recaptcha) in X-Captcha-Pass. A client address with too many failures gets 429 with Retry-After.',
        headers: z.looseObject({ [passHeader]: z.string().max(4096).optional() }),
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const pass = request.headers[passHeader];
      return login(app.ctx, { throttle: app.loginThrottle, captcha: app.captcha }, request.body, { ip: request.ip, captchaPass: Array.isArray(pass) ? pass[0] : pass });
    },
  );
};

export default loginRoutes;
