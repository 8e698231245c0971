import { useEffect } from 'react';

export const SITE_NAME = 'Insolvency Marketplace';

/**
 * Sets `document.title` to '<title> · Insolvency Marketplace' while the screen shows (the
 * previous title comes back when it leaves); nothing while the title is not known yet.
 * A candidate for a shared `usePageTitle` in shared-ui.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
