// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Insolvency Marketplace',
  // Before the shell's first shared module is consumed; it registers itself for the remotes' instances.
  runtimePlugins: [require.resolve('./src/app/caret-share-plugin.ts')],
  // Not the account menu: the app bar loads it once the page is idle (app-bar.tsx).
  signedInImports: [['./src/notifications/session-notifications.tsx', './notification-feed']],
});
