import { useEffect } from 'react';
import { pageTitle } from '@insolvency/shared-contracts';

/**
 * Sets the document's title to `title · Insolvency Marketplace` (the product's name alone
 * for `null`). `undefined` leaves it as it is: a screen whose title comes from data
 * (PostDetail: the post's heading) passes `undefined` while loading and keeps its route's
 * default, which the shell sets from the route's manifest entry (`RemoteRoute.title`) before any screen's.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}

/** `usePageTitle` as an element, for a place that renders rather than runs hooks (the shell's route table). */
export function PageTitle({ title }: { title: string | null | undefined }) {
  usePageTitle(title);
  return null;
}
