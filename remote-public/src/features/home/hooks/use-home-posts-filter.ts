import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOME_POSTS_PAGE_MAX } from '@insolvency/shared-contracts';

/** What the visitor home's address says about its posts: `?region=&sector=&page=`. */
export interface HomePostsView {
  region?: number;
  sector?: number;
  page: number;
}

const ID_PATTERN = /^[1-9][0-9]{0,8}$/;

function idFrom(value: string | null): number | undefined {
  return value !== null && ID_PATTERN.test(value) ? Number(value) : undefined;
}

/**
 * Reads the view from the query. A value the server would refuse (typed in or from an old
 * link) is left out rather than shown as an error: the visitor sees every post instead.
 */
export function parseHomePostsView(params: URLSearchParams): HomePostsView {
  const page = idFrom(params.get('page'));
  return {
    region: idFrom(params.get('region')),
    sector: idFrom(params.get('sector')),
    page: page !== undefined && page <= HOME_POSTS_PAGE_MAX ? page : 1,
  };
}

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
 * bookmarked and gone back to. A change is a new history entry that keeps the scroll position
 * (the shell scrolls to the top on other navigations); a new filter starts at page 1.
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
  const setPage = useCallback((page: number) => show({ ...view, page }), [show, view]);
  const clear = useCallback(() => show({ page: 1 }), [show]);
  return { view, setRegion, setSector, setPage, clear };
}
