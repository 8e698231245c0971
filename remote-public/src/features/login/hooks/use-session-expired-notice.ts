import { useEffect } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '@insolvency/shared-contracts';
import { useNotify } from '@insolvency/shared-ui';

/** Spec §9: the session-expired snackbar stays 5000 ms. */
export const SESSION_EXPIRED_NOTICE_SECONDS = 5;

/** Shows 'Your session has expired. Please reauthenticate.' when Login was opened with reason=expired. */
export function useSessionExpiredNotice(expired: boolean): void {
  const { message } = useNotify();
  useEffect(() => {
    if (!expired) return;
    message.open({
      key: 'session-expired',
      type: 'warning',
      content: SESSION_EXPIRED_MESSAGE,
      duration: SESSION_EXPIRED_NOTICE_SECONDS,
    });
  }, [expired, message]);
}
