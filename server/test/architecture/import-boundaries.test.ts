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

/** The folder of a path under src/ at `depth` (services/deal-room at 2), or null for a file above that depth. */
function folderAt(file: string, depth: number): string | null {
  const folders = path.dirname(file).split(path.sep).filter((part) => part !== '.');
  return folders.length >= depth ? folders.slice(0, depth).join('/') : null;
}

test.each([1, 2])('no two folders %i deep import each other both ways', (depth) => {
  const edges = new Map<string, string>();
  for (const { file, target } of imports('.')) {
    const from = folderAt(file, depth);
    const to = folderAt(target, depth);
    if (from && to && from !== to && !from.startsWith(`${to}/`) && !to.startsWith(`${from}/`)) edges.set(`${from} -> ${to}`, `${file} imports ${target}`);
  }
  const bothWays = [...edges.keys()].filter((edge) => {
    const [from, to] = edge.split(' -> ');
    return from < to && edges.has(`${to} -> ${from}`);
  });
  expect(bothWays.map((edge) => `${edges.get(edge)}, and ${edges.get(edge.split(' -> ').reverse().join(' -> '))}`)).toEqual([]);
});
