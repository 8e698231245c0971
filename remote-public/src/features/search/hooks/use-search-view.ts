import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseSearchView, searchViewParams, type SearchView } from '@insolvency/shared-contracts';

/**
 * The search's words, filters and page, kept in the address so results can be shared,
 * bookmarked and gone back to: each change is a new history entry that keeps the scroll position
 * (the shell scrolls to the top on other moves). New words or a new filter start at page 1.
 */
export function useSearchView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseSearchView(params), [params]);
  const show = useCallback((next: SearchView) => setParams(searchViewParams(next), { state: { keepScroll: true } }), [setParams]);
  const change = useCallback((changes: Partial<Omit<SearchView, 'page'>>) => show({ ...view, ...changes, page: 1 }), [show, view]);
  return { view, show, change };
}
