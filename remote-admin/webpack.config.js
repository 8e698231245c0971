// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_admin',
  title: 'remote-admin (standalone)',
  exposes: { './routes': './src/routes.tsx', './post-admin-panel': './src/features/posts/components/post-admin-panel.tsx' },
});
