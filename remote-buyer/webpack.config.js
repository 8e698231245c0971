// @ts-check
const { createRemoteBuilds } = require('../build-tools/webpack/create-remote-builds');

// Its server build renders a signed-in deep link's screen with the user's data (server/src/delivery/README.md).
module.exports = createRemoteBuilds(
  {
    appDir: __dirname,
    name: 'remote_buyer',
    title: 'remote-buyer (standalone)',
    exposes: { './routes': './src/routes.tsx', './post-buyer-actions': './src/post-buyer-actions.tsx' },
  },
  './src/server-render.ts',
);
