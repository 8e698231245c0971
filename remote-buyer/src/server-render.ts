import { signedInServerRender } from '@insolvency/shared-ui/server-render';
import routes from './routes';

/*
 * This remote's server build exposes this as `./server-render` (webpack.config.js): the API server
 * renders a signed-in deep link's screen from it, with the user's data (server/src/delivery/README.md).
 */
export const { renderPage } = signedInServerRender(routes);
