// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_seller',
  title: 'remote-seller (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    // Mounted by the shell into the post detail's owner slot (SLOT_SOURCES in shell/src/app/remote-slots.tsx).
    './post-owner-panel': './src/features/post-owner-panel/components/post-owner-panel.tsx',
  },
});
