// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');
const { createServerRenderConfig } = require('../build-tools/webpack/create-server-render-config');

module.exports = [
  createFederatedConfig({
    appDir: __dirname,
    name: 'remote_public',
    title: 'remote-public (standalone)',
    exposes: { './routes': './src/routes.tsx' },
  }),
  // The public pages the API server renders (server/src/delivery/README.md).
  createServerRenderConfig({
    appDir: __dirname,
    name: 'remote_public',
    exposes: { './server-render': './src/server-render/render-page.tsx' },
  }),
];
