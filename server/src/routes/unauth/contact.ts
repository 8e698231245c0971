import { z } from 'zod';
import { CAPTCHA_PASS_HEADER } from '@insolvency/shared-contracts';
import { contactUsRequestSchema } from '@insolvency/shared-contracts/schemas';
import { sendContactMessage } from '../../services/contact/contact-us';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const passHeader = CAPTCHA_PASS_HEADER.toLowerCase();

/**
 * POST /api/unauth/contactus {From, ReplyToEmail, Regarding, Message} with the captcha pass in
 * `X-Captcha-Pass`, or without it (the spec's client) a pass held for the client address since its
 * validate-recaptcha. Fields are validated first (each with its message), then the pass.
 */
const contactRoutes: ApiRoutes = async (app) => {
  app.post(
    '/contactus',
    {
      schema: { summary: 'Send a message to support',
        tags: ['contact'],
        description: `The pass comes from POST unauth/validate-recaptcha, in the X-Captcha-Pass header or, without it, the one held for the client address that verified the captcha; it is checked after the fields and works once.`,
        headers: z.looseObject({ [passHeader]: z.string().optional() }),
        body: contactUsRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers[passHeader];
      return sendContactMessage(
        app.ctx,
        app.captcha,
        request.body,
        Array.isArray(header) ? header[0] : header,
        request.ip,
      );
    },
  );
};

export default contactRoutes;
