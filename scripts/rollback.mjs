// @ts-check
// `npm run rollback -- <area> [--to <version>] [--notes <text>] [--url <server>]`: makes an earlier
// release of the area current again on every instance: the version given ("built-in": the build
// on the server's disk), or by default the one the current release replaced. Signs in as
// `npm run release` does.
import { answer, call, parseArguments, serverUrl, signIn } from './release/admin-api.mjs';

const USAGE = 'Usage: npm run rollback -- <public|buyer|seller|admin> [--to <version>] [--notes <text>] [--url <server>]';

const { area, to, notes = '', url } = parseArguments(process.argv.slice(2), USAGE, ['to', 'notes', 'url']);
const base = serverUrl(url);
const authorization = await signIn(base);
const change = await answer(
  await call(`${base}/api/admin/releases/rollback`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ area, notes, ...(to ? { version: to } : {}) }),
  }),
);
console.log(`remote-${area} ${change.version} is current again (it replaces ${change.fromVersion}); rolled back by ${change.by} at ${change.at}.`);
