import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';

/**
 * remote-seller's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Insolvency Practitioner or Admin: `{ name, path, guard, load }` per screen, with `path`
 * from `ROUTE_PATHS` and `load` a dynamic import. The four post lists share one chunk.
 */
const loadPostLists = () => import('./features/post-lists/components/seller-list-screens');

const routes: RemoteRoute[] = [
  { name: 'LivePosts', title: 'Live Posts', path: ROUTE_PATHS.LivePosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.LivePosts })) },
  { name: 'DraftPosts', title: 'Draft Posts', path: ROUTE_PATHS.DraftPosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.DraftPosts })) },
  { name: 'ScheduledPosts', title: 'Scheduled Posts', path: ROUTE_PATHS.ScheduledPosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.ScheduledPosts })) },
  { name: 'PostingArchive', title: 'Posting Archive', path: ROUTE_PATHS.PostingArchive, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.PostingArchive })) },
];

export default routes;
