import { z } from 'zod';
import { beneficialOwnersRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getBeneficialOwners, saveBeneficialOwners } from '../../services/screening/buyer-screening';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import { beneficialOwnerSchema } from '../screening-schemas';
import type { ApiRoutes } from '../types';

const tags = ['buyer'];

/** The beneficial owners a buyer declares for the company they buy for (issue 56): screened with them. */
const buyerScreeningRoutes: ApiRoutes = async (app) => {
  app.get(
    '/beneficial-owners',
    { schema: { summary: "The beneficial owners (25% or more) of the buyer's company, as the buyer declared them", tags, response: { 200: z.array(beneficialOwnerSchema), ...guardedErrors } } },
    async (request) => getBeneficialOwners(app.ctx, currentUser(request)),
  );
  app.put(
    '/beneficial-owners',
    {
      schema: {
        summary: "Replace the beneficial owners of the buyer's company (name, country, date of birth if known, share of 25% or more); the buyer is screened again when they changed. At most SCREENED_DETAIL_SAVES_PER_HOUR saves an hour with the buyer's name or company changes (429)",
        tags,
        body: beneficialOwnersRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => saveBeneficialOwners(app.ctx, currentUser(request), request.body),
  );
};

export default buyerScreeningRoutes;
