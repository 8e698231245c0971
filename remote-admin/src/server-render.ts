import { routeServerRender } from '@insolvency/shared-ui/server-render';
import routes from './routes';

/*
 * This remote's server build exposes this as `./server-render` (webpack.config.js): the API server
 * renders its routes' screens from it, each through its own prefetch (server/src/delivery/README.md).
 */
export const { renderPage } = routeServerRender(routes);
