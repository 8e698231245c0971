// @ts-check
const { createFederatedConfig } = require('./create-federated-config');
const { createServerRenderConfig } = require('./create-server-render-config');

/**
 * A remote's two builds: the browser's (`createFederatedConfig`) and its server build, whose
 * `./server-render` is `serverRender`: the API server renders the remote's screens from it
 * (server/src/delivery/README.md).
 * @param {Parameters<typeof createFederatedConfig>[0]} app @param {string} serverRender
 */
function createRemoteBuilds(app, serverRender) {
  return [createFederatedConfig(app), createServerRenderConfig({ appDir: app.appDir, name: app.name, exposes: { './server-render': serverRender } })];
}

module.exports = { createRemoteBuilds };
