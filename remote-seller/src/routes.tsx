import type { RemoteRoute } from '@insolvency/shared-auth';

/**
 * remote-seller's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Insolvency Practitioner or Admin: `{ name, path, guard, load }` per screen, with `path`
 * from `ROUTE_PATHS` and `load` a dynamic import (one chunk per screen).
 */
const routes: RemoteRoute[] = [];

export default routes;
