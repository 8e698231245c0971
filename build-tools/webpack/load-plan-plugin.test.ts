import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS, SIGNED_IN_FIRST_CALLS, VISITOR_HOME_FIRST_CALLS } from '@insolvency/shared-contracts';

interface RouteFacts {
  path: string;
  firstCalls: { visitor: string[]; signedIn: string[] };
  serverRendered: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugins are CommonJS
const { routeImports, routeFacts } = require('./load-plan-plugin') as { routeImports: (source: string) => Map<string, string>; routeFacts: (name: string) => RouteFacts };

const REPO = path.join(__dirname, '..', '..');

describe("the load plan reads every remote's route manifest", () => {
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

describe("a route's facts in the plan are shared-contracts' values, not copies", () => {
  test('the visitor home: its path, its anonymous first calls, rendered by the server', () => {
    expect(routeFacts('ConditionalHome')).toEqual({ path: '/', firstCalls: { visitor: VISITOR_HOME_FIRST_CALLS.map((call) => `/api/${call}`), signedIn: [] }, serverRendered: true });
  });

  test.each(['PostingInbox', 'LivePosts', 'AdminUsers'] as const)("%s: its signed-in first calls, and rendered by the server when the page asks with the user's token", (name) => {
    expect(routeFacts(name)).toEqual({ path: ROUTE_PATHS[name], firstCalls: { visitor: [], signedIn: SIGNED_IN_FIRST_CALLS[name]?.map((call) => `/api/${call}`) }, serverRendered: true });
  });

  test('the FAQs, Contact Us, Login and the post teasers are rendered by the server; the registration forms and the terms in the browser', () => {
    for (const name of ['Help', 'ContactUs', 'Login', 'PostTeaser']) expect(routeFacts(name).serverRendered).toBe(true);
    for (const name of ['RegisterBuyer', 'TCs', 'Watchlist', 'AdminPosts']) expect(routeFacts(name).serverRendered).toBe(false);
  });
});
