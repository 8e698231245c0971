import type { MessageResponse } from '@insolvency/shared-contracts';
import type { BeneficialOwner } from '@insolvency/shared-contracts/deal-room';
import type { BeneficialOwnersRequest } from '@insolvency/shared-contracts/schemas';
import { api, sharedApi, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** The beneficial owners the buyer declares for the company they buy for (issue 56): read and replaced whole. */
const screeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    buyerBeneficialOwners: build.query<BeneficialOwner[], void>({ query: () => ({ url: 'buyer/beneficial-owners' }) }),
    buyerSaveBeneficialOwners: build.mutation<MessageResponse, BeneficialOwnersRequest>({
      query: (body) => ({ url: 'buyer/beneficial-owners', method: 'PUT', body }),
    }),
  }),
});

export const { useBuyerBeneficialOwnersQuery, useBuyerSaveBeneficialOwnersMutation } = screeningApi;

/** The label set the owners' Country field offers its countries from (the buyer's registration labels, which an account screen may have read already). */
export const COUNTRY_LABELS_ARG = { registerBuyer: true } as const;

/** For the deal room's prefetch: the owners and the countries they are chosen from are drawn with the rest of the room, on the server too. */
export function prefetchBeneficialOwners(dispatch: RoutePrefetchContext['dispatch']): void {
  dispatch(screeningApi.util.prefetch('buyerBeneficialOwners', undefined, {}));
  dispatch(sharedApi.util.prefetch('registerLabels', COUNTRY_LABELS_ARG, {}));
}
