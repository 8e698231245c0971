import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The server's folders import one way: routes and plugins may use delivery and services, delivery
 * may use services, and nothing below imports what sits above it (server/src/delivery/README.md).
 * A new import the other way makes a cycle a reader has to walk round; this test names it.
 */

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** What `folder`'s files import (relative imports only), by the imported module's path under src/. */
function imports(folder: string): { file: string; target: string }[] {
  return sourceFiles(path.join(SRC, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm)].map(([, specifier]) => ({
      file: path.relative(SRC, file),
      target: path.relative(SRC, path.resolve(path.dirname(file), specifier)),
    })),
  );
}

test.each([
  ['delivery', ['routes', 'plugins']],
  ['plugins', ['delivery', 'routes']],
  ['services', ['delivery', 'routes', 'plugins']],
  ['http', ['delivery', 'routes', 'plugins', 'services']],
  // The schema, its migrations and the reference labels sit under everything; the demo seed (seed/) uses services.
  ['db', ['seed', 'services', 'delivery', 'routes', 'plugins']],
  // Buyer and seller routes share their schemas through routes/shared.
  ['routes/buyer', ['routes/seller']],
  ['routes/seller', ['routes/buyer']],
  // Posts are what interest, the deal room, billing and the SIP 16 evidence build on.
  ['services/posts', ['services/interest', 'services/deal-room', 'services/billing', 'services/sip16']],
])('%s imports nothing from %j', (folder, forbidden) => {
  const crossing = imports(folder).filter(({ target }) => forbidden.some((other) => target === other || target.startsWith(`${other}${path.sep}`)));
  expect(crossing.map(({ file, target }) => `${file} imports ${target}`)).toEqual([]);
});
