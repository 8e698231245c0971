// @ts-check
const { createRemoteBuilds } = require('../build-tools/webpack/create-remote-builds');

// Its server build renders a signed-in deep link's screen with the user's data (server/src/delivery/README.md).
module.exports = createRemoteBuilds(
  {
    appDir: __dirname,
    name: 'remote_admin',
    title: 'remote-admin (standalone)',
    exposes: { './routes': './src/routes.tsx', './post-admin-panel': './src/features/posts/components/post-admin-panel.tsx' },
  },
  './src/server-render.ts',
);
