import { pageTitle, type RouteHead, type SearchFilter } from '@insolvency/shared-contracts';
import type { RouteHeadContext } from '@insolvency/shared-auth';
import { searchTitle } from './components/search-screen';

interface QueriesState {
  api?: { queries?: Record<string, { endpointName?: string; originalArgs?: unknown } | undefined> };
}

/**
 * Search's `head`: the page's title names the words, read from the prefetched call (the one
 * search in the store). Results pages are kept out of search engines' indexes (their links are
 * followed): the teasers they lead to are the pages worth finding.
 */
export async function searchHead({ state }: RouteHeadContext): Promise<RouteHead> {
  const queries = Object.values((state as QueriesState).api?.queries ?? {});
  const filter = queries.find((query) => query?.endpointName === 'publicSearch')?.originalArgs as SearchFilter | undefined;
  return { title: pageTitle(searchTitle(filter?.q ?? '')), meta: [{ name: 'robots', content: 'noindex, follow' }] };
}
