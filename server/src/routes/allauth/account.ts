import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { updateAccountRequestSchema, updateAddressRequestSchema } from '@insolvency/shared-contracts/schemas';
import { fieldErrors } from '../../plugins/error-handler';
import { currentUser } from '../../plugins/auth';
import { RequestValidationError } from '../../plugins/zod';
import { saveFailed, updateAccount, updateAddress } from '../../services/accounts/update-account';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const isBuyerQuerySchema = z.object({
  isBuyer: z.enum(['true', 'false'], { error: 'isBuyer must be true or false' }).transform((v) => v === 'true'),
});

/** Any validation problem answers the spec's 'Problem with saving changes' with the field messages. */
function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const issues = error instanceof RequestValidationError ? error.issues : [];
  throw saveFailed(fieldErrors(issues));
}

const responses = { 200: messageResponseSchema, 400: errorResponseSchema, ...guardedErrors } as const;

/** PATCH /api/allauth/account?isBuyer=true|false and PATCH /api/allauth/account-address (any logged-in user, own account). */
const accountRoutes: ApiRoutes = async (app) => {
  app.patch(
    '/account',
    {
      attachValidation: true,
      schema: { summary: 'Update personal details',
        tags: ['account'],
        description:
          "Personal details; the primary e-mail is not changed here. `isBuyer` must match the caller's role. The Second Email may not be another account's address, and may change at most 5 times in 24 hours (429). A buyer's name or company may change at most SCREENED_DETAIL_SAVES_PER_HOUR times an hour with their beneficial owners' saves (429): each change is screened against the UK Sanctions List.",
        querystring: isBuyerQuerySchema,
        body: updateAccountRequestSchema,
        response: { ...responses, 429: errorResponseSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      return updateAccount(app.ctx, currentUser(request), request.query.isBuyer, request.body);
    },
  );

  app.patch(
    '/account-address',
    { attachValidation: true, schema: { summary: 'Update the address', tags: ['account'], body: updateAddressRequestSchema, response: responses } },
    async (request) => {
      refuseInvalid(request);
      return updateAddress(app.ctx, currentUser(request).id, request.body);
    },
  );
};

export default accountRoutes;
