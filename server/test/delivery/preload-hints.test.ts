import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RoutePreloads } from '@insolvency/shared-contracts';
import { pagePlan } from '../../src/delivery/load-plan';
import { serverRenderedPageHints } from '../../src/delivery/preload-hints';
import { defaultStaticPaths } from '../../src/delivery/static-paths';
import { appServingBuiltTree, treeWriter } from '../helper';

// The load plans the builds write (build-tools/webpack/load-plan-plugin.js), for a small shell,
// remote-public, remote-buyer and a remote-admin deployed under .data/deployments.
const root = mkdtempSync(path.join(tmpdir(), 'preload-links-test-'));
const dataDir = path.join(root, '.data');

const write = treeWriter(root);
/** The first calls the builds record from each route's prefetch (build-tools/webpack/load-plan-plugin.js). */
const HOME_CALLS = ['/api/unauth/homeposts?page=1&pageSize=8', '/api/unauth/homestats', '/api/label/location-size', '/api/label/nestedcategories'];
/** A route of a remote's plan: its files and shared keys, its first calls, not rendered by the server. */
const route = (routePath: string, files: string[], shared: string[] = [], firstCalls: { visitor?: string[]; signedIn?: string[] } = {}) => ({
  path: routePath,
  files,
  shared,
  firstCalls: { visitor: firstCalls.visitor ?? [], signedIn: firstCalls.signedIn ?? [] },
  serverRendered: false,
});

write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
write('shell/dist/load-plan.json', {
  onPage: ['prerender.1.js', 'main.1.js', 'every-page.1.js'],
  providers: {
    '@insolvency/shared-ui/table': { files: ['table.1.js', 'every-page.1.js'], shared: ['react'] },
    '@insolvency/shared-ui/forms': { files: ['form-kit.1.js'], shared: ['@insolvency/shared-ui/base'] },
    '@insolvency/shared-ui/base': { files: ['every-page.1.js'], shared: [] },
    react: { files: ['every-page.1.js'], shared: [] },
  },
  signedIn: { files: ['account-menu.1.js'], shared: ['@insolvency/shared-ui/forms'] },
});
write('remote-public/dist/mf-manifest.json', '{}');
write('remote-public/dist/load-plan.json', {
  remote: 'remote_public',
  entry: ['remoteEntry.js'],
  routesExpose: { files: ['routes.p.js'], shared: [] },
  routes: {
    ConditionalHome: route('/', ['home.p.js'], ['react'], { visitor: HOME_CALLS }),
    Login: route('/login', ['login.p.js'], ['@insolvency/shared-ui/forms']),
    PostDetail: route('/post/:id', ['post.p.js']),
  },
});
write('remote-buyer/dist/mf-manifest.json', '{}');
write('remote-buyer/dist/load-plan.json', {
  remote: 'remote_buyer',
  entry: ['remoteEntry.js'],
  routesExpose: { files: ['routes.b.js'], shared: [] },
  routes: { PostingInbox: route('/posting-inbox/', ['inbox.b.js'], ['@insolvency/shared-ui/table'], { signedIn: ['/api/buyer/posts-by-criteria?page=1&pageSize=12&sort=startDate&direction=desc', '/api/buyer/optional-criteria-set'] }) },
});
write('remote-seller/dist/mf-manifest.json', '{}');
write('remote-seller/dist/load-plan.json', { remote: 'remote_seller', entry: ['remoteEntry.js'], routesExpose: { files: ['routes.s.js'], shared: [] }, routes: {} });
write('.data/deployments/admin-v2/mf-manifest.json', '{}');
write('.data/deployments/admin-v2/load-plan.json', {
  remote: 'remote_admin',
  entry: ['remoteEntry.js'],
  routesExpose: { files: ['routes.a.js'], shared: [] },
  routes: { AdminUsers: route('/admin/users', ['users.a.js'], [], { signedIn: ['/api/admin/users?page=1&pageSize=50&sort=lastLogin&buyersOnly=false&sellersOnly=true'] }) },
});
write('.data/remotes.json', {
  remote_public: '/remotes/public/mf-manifest.json',
  remote_buyer: '/remotes/buyer/mf-manifest.json',
  remote_seller: '/remotes/seller/mf-manifest.json',
  remote_admin: '/deployments/admin-v2/mf-manifest.json',
});

const app = appServingBuiltTree(root, dataDir);

/** The Link header of a page (answering `status`) as [url, attributes] pairs, in order. */
async function preloadsOf(url: string, status = 200): Promise<[string, string][]> {
  const res = await app().inject({ method: 'GET', url });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const header = String(res.headers.link ?? '');
  return header === '' ? [] : header.split(', ').map((link) => {
    const [target, ...attributes] = link.split('; ');
    return [target.slice(1, -1), attributes.join('; ')];
  });
}

/** The page's later preloads and first calls, as the shell asks for them. */
async function routePreloadsOf(pagePath: string): Promise<RoutePreloads> {
  const res = await app().inject({ method: 'GET', url: `/route-preloads?path=${encodeURIComponent(pagePath)}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<RoutePreloads>();
}
/** The remotes' entries, then the rest (which the shell loads as one), as the shell loads them: every one a script hint. */
const laterOf = async (pagePath: string) => {
  const { entries, scripts } = await routePreloadsOf(pagePath);
  const later = [...entries, ...scripts];
  expect(later.every((hint) => hint.as === 'script')).toBe(true);
  return later.map(({ href }) => href);
};
const callsOf = async (pagePath: string) => (await routePreloadsOf(pagePath)).calls;

const SCRIPT = 'rel=preload; as=script';
const FETCH = 'rel=preload; as=fetch; crossorigin';

describe('Link: rel=preload on the pages of the single-page app, and their later preloads', () => {
  test("a deep link of the buyer hints the page's own scripts, the registry, the role's manifests and its later list; the list holds the buyer's remote alone (remote-public loads after the screen) and the screen with its shared code", async () => {
    expect(await preloadsOf('/posting-inbox/')).toEqual([
      ['/prerender.1.js', SCRIPT],
      ['/main.1.js', SCRIPT],
      ['/every-page.1.js', SCRIPT],
      ['/remotes.json', FETCH],
      ['/remotes/public/mf-manifest.json', FETCH],
      ['/remotes/buyer/mf-manifest.json', FETCH],
      ['/route-preloads?path=%2Fposting-inbox%2F', FETCH],
    ]);
    expect(await routePreloadsOf('/posting-inbox/')).toMatchObject({
      entries: [{ href: '/remotes/buyer/remoteEntry.js', as: 'script' }],
      remotes: ['remote_buyer'],
    });
    expect(await laterOf('/posting-inbox/')).toEqual([
      '/remotes/buyer/remoteEntry.js',
      '/remotes/buyer/routes.b.js',
      '/remotes/buyer/inbox.b.js',
      '/account-menu.1.js',
      '/form-kit.1.js',
      // every-page.1.js provides react too: the page names it, so it is not listed again.
      '/table.1.js',
    ]);
  });

  test('a visitor page hints only remote-public: nothing of buyer, seller or admin', async () => {
    expect((await preloadsOf('/login')).map(([url]) => url)).toEqual([
      '/prerender.1.js',
      '/main.1.js',
      '/every-page.1.js',
      '/remotes.json',
      '/remotes/public/mf-manifest.json',
      '/route-preloads?path=%2Flogin',
    ]);
    expect(await laterOf('/login')).toEqual(['/remotes/public/remoteEntry.js', '/remotes/public/routes.p.js', '/remotes/public/login.p.js', '/form-kit.1.js']);
    expect((await routePreloadsOf('/login')).remotes).toEqual(['remote_public']);
    expect(await laterOf('/post/42')).toContain('/remotes/public/post.p.js');
    // The visitor home is index.html served as `/`; its first page's anonymous data comes with it.
    expect((await preloadsOf('/')).slice(3, 7)).toEqual(HOME_CALLS.map((call) => [call, FETCH]));
    expect((await preloadsOf('/')).map(([url]) => url).slice(7)).toEqual(['/remotes.json', '/remotes/public/mf-manifest.json', '/route-preloads?path=%2F']);
    expect(await laterOf('/')).toEqual(['/remotes/public/remoteEntry.js', '/remotes/public/routes.p.js', '/remotes/public/home.p.js']);
  });

  test("a page the server rendered hints every script its app runs before the screen is live, as the shell will ask for them, and none of its calls (their answers are in it)", () => {
    const paths = defaultStaticPaths(root, dataDir);
    expect(serverRenderedPageHints(paths, pagePlan(paths, '/'), '/')).toEqual([
      { href: '/prerender.1.js', as: 'script' },
      { href: '/main.1.js', as: 'script' },
      { href: '/every-page.1.js', as: 'script' },
      { href: '/remotes.json', as: 'fetch' },
      { href: '/remotes/public/mf-manifest.json', as: 'fetch' },
      { href: '/route-preloads?path=%2F', as: 'fetch' },
      { href: '/remotes/public/remoteEntry.js', as: 'script' },
      // The later scripts as one, as the shell runs them (routes.p.js, home.p.js).
      { href: '/route-scripts?path=%2F', as: 'script' },
    ]);
  });

  test('only the visitor home without a query hints data: another page of it, or a signed-in screen, asks for other or private answers', async () => {
    expect((await preloadsOf('/?page=2')).some(([url]) => url.startsWith('/api/'))).toBe(false);
    expect((await preloadsOf('/login')).some(([url]) => url.startsWith('/api/'))).toBe(false);
    expect((await preloadsOf('/posting-inbox/')).some(([url]) => url.startsWith('/api/'))).toBe(false);
  });

  test("a signed-in screen's list names its first API calls from its remote's plan (made by the shell with the user's token), a visitor page's none", async () => {
    expect(await callsOf('/posting-inbox/')).toEqual(['/api/buyer/posts-by-criteria?page=1&pageSize=12&sort=startDate&direction=desc', '/api/buyer/optional-criteria-set']);
    expect(await callsOf('/admin/users')).toEqual(['/api/admin/users?page=1&pageSize=50&sort=lastLogin&buyersOnly=false&sellersOnly=true']);
    // The plan is the one source: a route its remote's plan does not name has none (the seller plan above is empty).
    expect(await callsOf('/user/live-posts')).toEqual([]);
    for (const visitorPage of ['/', '/login', '/post/42', '/no-such-page']) expect(await callsOf(visitorPage)).toEqual([]);
  });

  test("an admin's page preloads the admin's remote from where the registry says it is deployed, and hints the manifests of the admin's others", async () => {
    const links = (await preloadsOf('/admin/users?sort=surname')).map(([url]) => url);
    expect(links).toEqual(expect.arrayContaining(['/deployments/admin-v2/mf-manifest.json', '/remotes/seller/mf-manifest.json', '/route-preloads?path=%2Fadmin%2Fusers']));
    const later = await laterOf('/admin/users');
    expect(later).toEqual(expect.arrayContaining(['/deployments/admin-v2/remoteEntry.js', '/deployments/admin-v2/users.a.js']));
    expect(later.some((url) => url.startsWith('/remotes/seller/') || url.startsWith('/remotes/public/'))).toBe(false);
    expect([...links, ...later].some((url) => url.startsWith('/remotes/buyer/'))).toBe(false);
  });

  test("every page drawn in the browser names the shell's own scripts as preload elements at the start of its head, which the shell waits for before its later scripts", async () => {
    const pageScripts = '<link rel="preload" as="script" href="/prerender.1.js"><link rel="preload" as="script" href="/main.1.js"><link rel="preload" as="script" href="/every-page.1.js">';
    for (const url of ['/posting-inbox/', '/login', '/no-such-page']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.body).toBe(`<!doctype html><html><head>${pageScripts}<title>shell</title></head><body></body></html>`);
    }
  });

  test('a path no remote serves gets the page without hints (404: no route of the app), and an empty list', async () => {
    expect(await preloadsOf('/no-such-page', 404)).toEqual([]);
    expect(await laterOf('/no-such-page')).toEqual([]);
    // A route whose remote's plan does not name it (the seller plan above is empty).
    expect(await preloadsOf('/user/live-posts')).toEqual([]);
    expect(await laterOf('/user/live-posts')).toEqual([]);
  });

  test('the list refuses a request without a page path, with a clear message', async () => {
    for (const url of ['/route-preloads', '/route-preloads?path=admin', `/route-preloads?path=/${'a'.repeat(2048)}`]) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/path/);
    }
  });
});
