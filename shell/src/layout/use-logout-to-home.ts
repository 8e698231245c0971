import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { useLogoutMutation } from '@insolvency/shared-auth';

/** Logs out (the tokens are cleared even if the call fails) and goes to ConditionalHome. */
export function useLogoutToHome(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(pathFor('ConditionalHome'));
  }, [logout, navigate]);
}
