import { apiErrorMessage } from '@insolvency/shared-auth';
import { useBuyerWatchlistAddMutation, useBuyerWatchlistQuery, useBuyerWatchlistRemoveMutation } from '../api/watchlist-api';

/**
 * Whether a post is on the buyer's watchlist (from the one cached watchlist, so a page of cards
 * asks once) and the call that saves or unsaves it; the failure's message when it was refused.
 */
export function useWatchlistToggle(postId: number) {
  const watchlist = useBuyerWatchlistQuery();
  const [add, added] = useBuyerWatchlistAddMutation();
  const [remove, removed] = useBuyerWatchlistRemoveMutation();
  const saved = Boolean(watchlist.data?.some((entry) => entry.post.businessId === postId));
  const failed = added.error ?? removed.error;
  return {
    saved,
    /** Unknown until the watchlist has loaded: the button waits. */
    ready: watchlist.data !== undefined,
    busy: added.isLoading || removed.isLoading || watchlist.isFetching,
    error: failed ? (apiErrorMessage(failed) ?? 'Your watchlist could not be changed. Please try again.') : null,
    toggle: () => void (saved ? remove(postId) : add(postId)),
  };
}
