import { useCallback, useState, useSyncExternalStore } from 'react';
import { DISMISSIBLE_BANNERS } from '@insolvency/shared-contracts';

/** Where the optional-criteria banner's dismissal is remembered on this device (spec §4). */
export const BANNER_DISMISSED_KEY = DISMISSIBLE_BANNERS.optionalCriteria.storageKey;

/** Whether the banner was dismissed on this device. */
export function readBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Another tab's dismissal shows here too. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** A screen rendered by the server knows nothing of this device: not dismissed, until hydrated. */
const NOT_DISMISSED_ON_SERVER = () => false;

/** Whether the buyer dismissed the banner on this device; the local value wins over the server's. */
export function useBannerDismissal(): [dismissed: boolean, dismiss: () => void] {
  const dismissedOnDevice = useSyncExternalStore(subscribeToStorage, readBannerDismissed, NOT_DISMISSED_ON_SERVER);
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedOnDevice || dismissedNow;
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
