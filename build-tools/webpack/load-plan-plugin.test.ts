import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';

interface RouteFacts {
  path: string;
  firstCalls: { visitor: string[]; signedIn: string[] };
  serverRendered: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugins are CommonJS
const { routeImports, routeFacts, routesFirstCallsOf, routesServerRenderedOf, pageScripts } = require('./load-plan-plugin') as {
  routeImports: (source: string) => Map<string, string>;
  routeFacts: (name: string, facts: { signedIn: boolean; calls: string[]; rendered: boolean }) => RouteFacts;
  routesFirstCallsOf: (routesFile: string) => Promise<Record<string, string[]>>;
  routesServerRenderedOf: (routesFile: string) => Promise<string[]>;
  pageScripts: (graph: ChunkGraph, indexHtml: string) => string[];
};

interface ChunkGraph {
  name: string;
  entrypoints: Record<string, string[]>;
  chunks: { id: number; files: string[]; initial: boolean; origins: { module: string; request: string }[]; consumedSharedKeys: string[]; providedSharedKeys: string[] }[];
}

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

const firstCallsOf = (area: string) => routesFirstCallsOf(path.join(REPO, `remote-${area}`, 'src', 'routes.tsx'));

describe("a route's first calls are read from its own prefetch", () => {
  test('the visitor home: its posts, figures and the filter labels', async () => {
    expect((await firstCallsOf('public')).ConditionalHome).toEqual(['/api/unauth/homeposts?page=1&pageSize=8', '/api/unauth/homestats', '/api/label/location-size', '/api/label/nestedcategories']);
  });

  test('the signed-in screens that wait for data: the first page of the buyer inbox, each seller list, the admin users table', async () => {
    const [buyer, seller, admin] = await Promise.all(['buyer', 'seller', 'admin'].map(firstCallsOf));
    expect(buyer).toEqual({ PostingInbox: ['/api/buyer/posts-by-criteria?page=1&pageSize=12&sort=startDate&direction=desc', '/api/buyer/optional-criteria-set'] });
    expect(seller).toEqual({
      LivePosts: ['/api/seller/posts?status=1'],
      ScheduledPosts: ['/api/seller/posts?status=6'],
      DraftPosts: ['/api/seller/posts?status=7'],
      PostingArchive: ['/api/seller/archived-posts'],
    });
    expect(admin).toEqual({ AdminUsers: ['/api/admin/users?page=1&pageSize=50&sort=lastLogin&buyersOnly=false&sellersOnly=true'] });
  });
});

const serverRenderedOf = (area: string) => routesServerRenderedOf(path.join(REPO, `remote-${area}`, 'src', 'routes.tsx'));

describe('the signed-in screens the server renders are those whose prefetch makes calls at an address of theirs', () => {
  test("besides the lists, the deal rooms (the buyer's and the seller's) and Post Draft, whose calls name the post's id (so none are first calls of the path)", async () => {
    const [buyer, seller, admin] = await Promise.all(['buyer', 'seller', 'admin'].map(serverRenderedOf));
    expect(buyer.sort()).toEqual(['BuyerDealRoom', 'PostingInbox']);
    expect(seller.sort()).toEqual(['DraftPosts', 'LivePosts', 'ManageDealRoom', 'PostDraft', 'PostingArchive', 'ScheduledPosts']);
    expect(admin).toEqual(['AdminUsers']);
  });
});

describe("a route's facts in the plan", () => {
  test('a public route: its calls are a visitor\'s; rendered by the server when shared-contracts lists it', () => {
    expect(routeFacts('ConditionalHome', { signedIn: false, calls: ['/api/unauth/homestats'], rendered: true })).toEqual({ path: '/', firstCalls: { visitor: ['/api/unauth/homestats'], signedIn: [] }, serverRendered: true });
    for (const name of ['Help', 'ContactUs', 'Login', 'PostTeaser']) expect(routeFacts(name, { signedIn: false, calls: [], rendered: false }).serverRendered).toBe(true);
    for (const name of ['RegisterBuyer', 'TCs']) expect(routeFacts(name, { signedIn: false, calls: [], rendered: false }).serverRendered).toBe(false);
  });

  test("a signed-in route: its calls are made with the user's token, and the server renders it when its screen waits for data", () => {
    expect(routeFacts('AdminUsers', { signedIn: true, calls: ['/api/admin/users'], rendered: true })).toEqual({ path: ROUTE_PATHS.AdminUsers, firstCalls: { visitor: [], signedIn: ['/api/admin/users'] }, serverRendered: true });
    expect(routeFacts('BuyerDealRoom', { signedIn: true, calls: [], rendered: true })).toEqual({ path: ROUTE_PATHS.BuyerDealRoom, firstCalls: { visitor: [], signedIn: [] }, serverRendered: true });
    expect(routeFacts('Watchlist', { signedIn: true, calls: [], rendered: false }).serverRendered).toBe(false);
  });
});

describe("the scripts every page of the shell loads first (which the server preloads on every page)", () => {
  const chunk = (id: number, files: string[], origins: { module: string; request: string }[], shared: { consumed?: string[]; provided?: string[] } = {}) => ({
    id,
    files,
    initial: false,
    origins,
    consumedSharedKeys: shared.consumed ?? [],
    providedSharedKeys: shared.provided ?? [],
  });
  const provider = (key: string) => ({ module: `provide shared module (default) ${key}@1.0.0 = ./node_modules/${key}`, request: '' });
  const graph: ChunkGraph = {
    name: 'shell',
    entrypoints: { main: ['main.1.js'] },
    chunks: [
      chunk(1, ['main.1.js'], []),
      chunk(2, ['bootstrap.1.js'], [{ module: './src/index.ts', request: './bootstrap' }], { consumed: ['react-dom'] }),
      chunk(3, ['every-page.1.js'], [provider('react-dom')], { provided: ['react-dom'], consumed: ['react'] }),
      chunk(4, ['react.1.js'], [provider('react')], { provided: ['react'] }),
      chunk(5, ['admin-only.1.js'], [{ module: './src/app/router.tsx', request: './admin' }]),
    ],
  };

  test("are the page's own script, its entry, the bootstrap's chunks and the providers of the shared code they need, each once, in that order", () => {
    expect(pageScripts(graph, '<head><script defer="defer" src="/main.1.js"></script></head>')).toEqual(['main.1.js', 'bootstrap.1.js', 'every-page.1.js', 'react.1.js']);
  });
});
