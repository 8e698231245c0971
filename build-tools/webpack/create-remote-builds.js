// @ts-check
const { createFederatedConfig } = require('./create-federated-config');
const { createServerRenderConfig } = require('./create-server-render-config');

/**
 * A remote's two builds: the browser's (`createFederatedConfig`) and its server build, whose
 * `./server-render` is `serverRender`: the API server renders the remote's screens from it
 * (server/src/delivery/README.md). The dev server (`webpack serve`, the remote run alone) builds
 * the browser's only: the server build is the API server's, read from `dist/`, which a
 * development build must not replace.
 * @param {Parameters<typeof createFederatedConfig>[0]} app @param {string} serverRender
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
function createRemoteBuilds(app, serverRender) {
  const browser = createFederatedConfig(app);
  const server = createServerRenderConfig({ appDir: app.appDir, name: app.name, exposes: { './server-render': serverRender } });
  return (env, argv) => (env?.WEBPACK_SERVE ? [browser(env, argv)] : [browser(env, argv), server(env, argv)]);
}

module.exports = { createRemoteBuilds };
