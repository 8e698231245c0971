import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@insolvency/shared-auth';

/**
 * Runs `prefetch` and returns the queries it started: those of the one api slice running now that
 * were not running before (a query already on its way, e.g. the layout's, is not the screen's).
 */
export function queriesStartedBy(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, prefetch: () => void) {
  const running = () => dispatch(api.util.getRunningQueriesThunk());
  const before = new Set(running().map((query) => query.queryCacheKey));
  prefetch();
  return running().filter((query) => !before.has(query.queryCacheKey));
}
