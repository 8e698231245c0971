import type { MessageResponse } from '@insolvency/shared-contracts';
import type { BeneficialOwner } from '@insolvency/shared-contracts/deal-room';
import type { BeneficialOwnersRequest } from '@insolvency/shared-contracts/schemas';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';

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

/** For the deal room's prefetch: the owners are drawn with the rest of the room, on the server too. */
export function prefetchBeneficialOwners(dispatch: RoutePrefetchContext['dispatch']): void {
  dispatch(screeningApi.util.prefetch('buyerBeneficialOwners', undefined, {}));
}
