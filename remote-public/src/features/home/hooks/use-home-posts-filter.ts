import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseHomePostsView, type HomePostsView } from '@insolvency/shared-contracts';

/** The query of a view, without what is at its default (page 1, no filter). */
export function homePostsSearch(view: HomePostsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.region !== undefined) params.set('region', String(view.region));
  if (view.sector !== undefined) params.set('sector', String(view.sector));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * The home posts' filter and page, kept in the address so a filtered page can be shared,
 * bookmarked and gone back to. A new filter is a new history entry that keeps the scroll position
 * (the shell scrolls to the top on other navigations) and starts at page 1; pages are links
 * (`homePostsSearch` makes their addresses).
 */
export function useHomePostsFilter() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseHomePostsView(params), [params]);
  const show = useCallback(
    (next: HomePostsView) => setParams(homePostsSearch(next), { state: { keepScroll: true } }),
    [setParams],
  );
  const setRegion = useCallback((region?: number) => show({ ...view, region, page: 1 }), [show, view]);
  const setSector = useCallback((sector?: number) => show({ ...view, sector, page: 1 }), [show, view]);
  return { view, setRegion, setSector };
}
