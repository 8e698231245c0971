// @ts-check
const { execSync } = require('node:child_process');

/**
 * The version baked into every front-end build (`metaData.buildInfo.buildVersion` of each
 * `mf-manifest.json`, shown on the admin RemoteStatus screen): `BUILD_VERSION` from the
 * environment, otherwise the git short hash and the build time, e.g. `5acb89e-20261122T0231Z`.
 */
function resolveBuildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const time = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}Z`;
  let commit = 'nogit';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the time alone still tells builds apart.
  }
  return `${commit}-${time}`;
}

module.exports = { resolveBuildVersion };
