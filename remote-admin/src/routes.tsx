import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';

/**
 * remote-admin's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Admin: `{ name, path, guard, load }` per screen; `load` is a dynamic import, so each
 * screen is its own chunk fetched when first opened.
 */
const routes: RemoteRoute[] = [
  {
    name: 'RemoteStatus',
    title: 'Remote status',
    path: ROUTE_PATHS.RemoteStatus,
    guard: 'admin',
    load: () => import('./features/remote-status/components/remote-status-screen').then((m) => ({ default: m.RemoteStatusScreen })),
  },
];

export default routes;
