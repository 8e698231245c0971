import { useCallback, useState } from 'react';

/** Where the optional-criteria banner's dismissal is remembered on this device (spec §4). */
export const BANNER_DISMISSED_KEY = 'insolvency.optionalCriteriaBannerDismissed';

/** Whether the banner was dismissed on this device. */
export function readBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the buyer dismissed the banner on this device; the local value wins over the server's. */
export function useBannerDismissal(): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(readBannerDismissed);
  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Storage refused (private mode): dismissed for this visit only.
    }
    setDismissed(true);
  }, []);
  return [dismissed, dismiss];
}
