import { z } from 'zod';
import type { ValidateEmailsResponse } from '@insolvency/shared-contracts';
import { validateEmailsRequestSchema } from '@insolvency/shared-contracts/schemas';
import { validateEmails } from '../../services/accounts/email-check';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const verdictSchema = z.object({ verdict: z.number().describe('1 valid, 2 not valid'), message: z.string().optional() });
const validateEmailsResponseSchema = z.object({
  response1: verdictSchema,
  response2: verdictSchema.nullable(),
}) satisfies z.ZodType<ValidateEmailsResponse>;

/** POST /api/validate-emails {Email, Email2}: the registration wizard's check on leaving step 1. */
const validateEmailsRoutes: ApiRoutes = async (app) => {
  app.post(
    '/validate-emails',
    {
      schema: { summary: 'Check that registration e-mail addresses can receive mail and are free',
        tags: ['registration'],
        body: validateEmailsRequestSchema,
        response: { 200: validateEmailsResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => validateEmails(app.ctx, request.body, request.ip),
  );
};

export default validateEmailsRoutes;
