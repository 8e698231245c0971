import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { prefetchBuyerDealRoom } from './features/deal-room/api/deal-room-api';
import { prefetchInbox } from './features/inbox/api/inbox-api';

/**
 * remote-buyer's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Interested Party: `{ name, path, guard, load }` per screen, with `path` from
 * `ROUTE_PATHS` and `load` a dynamic import. The preference tabs share one chunk.
 */
const loadPreferences = () => import('./features/preferences/components/preference-screens');

const routes: RemoteRoute[] = [
  { name: 'PostingInbox', title: 'Your Posting Inbox', path: ROUTE_PATHS.PostingInbox, guard: 'buyer', load: () => import('./features/inbox/components/posting-inbox'), prefetch: prefetchInbox },
  { name: 'ExpressedInterest', title: 'Expressions of Interest', path: ROUTE_PATHS.ExpressedInterest, guard: 'buyer', load: () => import('./features/interest/components/expressed-interest') },
  { name: 'Watchlist', title: 'Watchlist', path: ROUTE_PATHS.Watchlist, guard: 'buyer', load: () => import('./features/watchlist/components/watchlist-screen') },
  { name: 'BuyerDealRoom', title: 'Deal room', path: ROUTE_PATHS.BuyerDealRoom, guard: 'buyer', load: () => import('./features/deal-room/components/deal-room-screen'), prefetch: prefetchBuyerDealRoom },
  { name: 'ExpressInterest', title: 'Express Interest', path: ROUTE_PATHS.ExpressInterest, guard: 'buyer', load: () => import('./features/interest/components/express-interest') },
  { name: 'AmendLocationSizePreferences', title: 'Location and Size Preferences', path: ROUTE_PATHS.AmendLocationSizePreferences, guard: 'buyer', load: () => loadPreferences().then((m) => ({ default: m.AmendLocationSizePreferences })) },
  { name: 'AmendCategoryPreferences', title: 'Category Preferences', path: ROUTE_PATHS.AmendCategoryPreferences, guard: 'buyer', load: () => loadPreferences().then((m) => ({ default: m.AmendCategoryPreferences })) },
  { name: 'AmendKeywordPreferences', title: 'Keyword Preferences', path: ROUTE_PATHS.AmendKeywordPreferences, guard: 'buyer', load: () => loadPreferences().then((m) => ({ default: m.AmendKeywordPreferences })) },
  { name: 'AmendAssetPreferences', title: 'Asset Preferences', path: ROUTE_PATHS.AmendAssetPreferences, guard: 'buyer', load: () => loadPreferences().then((m) => ({ default: m.AmendAssetPreferences })) },
  { name: 'AmendEmailPreferences', title: 'E-mail Preferences', path: ROUTE_PATHS.AmendEmailPreferences, guard: 'buyer', load: () => loadPreferences().then((m) => ({ default: m.AmendEmailPreferences })) },
];

export default routes;
