import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugins are CommonJS
const { routeImports } = require('./route-preloads-plugin') as { routeImports: (source: string) => Map<string, string> };

const REPO = path.join(__dirname, '..', '..');

describe("the preload map reads every remote's route manifest", () => {
  test.each(['public', 'buyer', 'seller', 'admin'])("remote-%s: each route's screen import is found, and exists", (area) => {
    const routesFile = path.join(REPO, `remote-${area}`, 'src', 'routes.tsx');
    const imports = routeImports(readFileSync(routesFile, 'utf8'));
    expect(imports.size).toBeGreaterThan(0);
    for (const [name, request] of imports) {
      expect(Object.keys(ROUTE_PATHS)).toContain(name);
      const screen = path.join(path.dirname(routesFile), request);
      expect(['.tsx', '.ts'].some((extension) => existsSync(`${screen}${extension}`))).toBe(true);
    }
  });

  test('a route whose import cannot be read fails the build', () => {
    expect(() => routeImports("const routes = [{ name: 'Login', path: '/login', load: someLoader }];")).toThrow(/cannot read the dynamic import of route Login/);
  });

  test('a shared loader counts for each route that calls it', () => {
    const source = [
      "const loadLists = () => import('./lists');",
      "const routes = [{ name: 'LivePosts', load: () => loadLists().then((m) => ({ default: m.LivePosts })) },",
      "  { name: 'AddPost', load: () => import('./add-post') }];",
    ].join('\n');
    expect([...routeImports(source)]).toEqual([
      ['LivePosts', './lists'],
      ['AddPost', './add-post'],
    ]);
  });
});
