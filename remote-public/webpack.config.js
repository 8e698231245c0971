// @ts-check
const { createRemoteBuilds } = require('../build-tools/webpack/create-remote-builds');

// Its server build renders the public pages (server/src/delivery/README.md).
module.exports = createRemoteBuilds(
  { appDir: __dirname, name: 'remote_public', title: 'remote-public (standalone)', exposes: { './routes': './src/routes.tsx' } },
  './src/server-render.ts',
);
