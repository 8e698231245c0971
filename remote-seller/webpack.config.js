// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_seller',
  title: 'remote-seller (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
