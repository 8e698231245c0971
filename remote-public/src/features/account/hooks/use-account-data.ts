import { ROLES } from '@insolvency/shared-contracts';
import { useAccountDetailsQuery, useRegisterLabelsQuery, useSession } from '@insolvency/shared-auth';

/**
 * What both account screens load: the caller's details and the register labels (titles,
 * countries) for the caller's role. `isBuyer` is also the flag of the account-save call.
 */
export function useAccountData() {
  const { role } = useSession();
  const isBuyer = role === ROLES.buyer;
  const details = useAccountDetailsQuery();
  const labels = useRegisterLabelsQuery({ registerBuyer: isBuyer });
  return {
    isBuyer,
    details: details.data,
    labels: labels.data,
    isLoading: details.isLoading || labels.isLoading,
    error: details.error ?? labels.error,
    retry: () => {
      if (details.isError) void details.refetch();
      if (labels.isError) void labels.refetch();
    },
  };
}
