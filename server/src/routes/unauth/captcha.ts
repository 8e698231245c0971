import { z } from 'zod';
import type { CaptchaConfig, ValidateCaptchaResponse } from '@insolvency/shared-contracts';
import { validateCaptchaRequestSchema } from '@insolvency/shared-contracts/schemas';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const captchaConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
]) satisfies z.ZodType<CaptchaConfig>;

/** ALTCHA v1 challenge, as the `altcha` widget fetches it. */
const altchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

const validateCaptchaResponseSchema = z.object({
  hasErrors: z.boolean(),
  message: z.string(),
  pass: z.string().optional(),
}) satisfies z.ZodType<ValidateCaptchaResponse>;

/**
 * The captcha: GET unauth/captcha-config (which captcha the form shows), GET
 * unauth/altcha-challenge (self-hosted proof of work) and POST unauth/validate-recaptcha
 * {Response} (checks a solved captcha once; on success a short-lived pass for the contact call).
 */
const captchaRoutes: ApiRoutes = async (app) => {
  app.get('/captcha-config', { schema: { summary: 'Which captcha the forms use', tags: ['captcha'], response: { 200: captchaConfigSchema } } }, async () => app.captcha.config());

  app.get(
    '/altcha-challenge',
    { schema: { summary: 'A new ALTCHA proof-of-work challenge', tags: ['captcha'], response: { 200: altchaChallengeSchema, 404: errorResponseSchema } } },
    async () => app.captcha.altchaChallenge(),
  );

  app.post(
    '/validate-recaptcha',
    {
      schema: { summary: 'Check a solved captcha and get a single-use pass',
        tags: ['captcha'],
        description: 'A failed captcha answers 200 with `hasErrors: true`; only a missing or malformed body is a 400.',
        body: validateCaptchaRequestSchema,
        response: { 200: validateCaptchaResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => app.captcha.validate(request.body.Response, request.ip),
  );
};

export default captchaRoutes;
