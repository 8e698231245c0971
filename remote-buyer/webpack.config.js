// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_buyer',
  title: 'remote-buyer (standalone)',
  exposes: { './routes': './src/routes.tsx', './post-buyer-actions': './src/post-buyer-actions.tsx' },
});
