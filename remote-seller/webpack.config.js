// @ts-check
const { createRemoteBuilds } = require('../build-tools/webpack/create-remote-builds');

// Its server build renders a signed-in deep link's screen with the user's data (server/src/delivery/README.md).
module.exports = createRemoteBuilds(
  {
    appDir: __dirname,
    name: 'remote_seller',
    title: 'remote-seller (standalone)',
    exposes: {
      './routes': './src/routes.tsx',
      // Mounted by the shell into the post detail's owner slot (SLOT_SOURCES in shell/src/app/remote-slots.tsx).
      './post-owner-panel': './src/features/post-owner-panel/components/post-owner-panel.tsx',
    },
  },
  './src/server-render.ts',
);
