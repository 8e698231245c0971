import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { HOME_POSTS_TOTAL_HEADER, SERVER_RENDERED_ROUTES, SITE_STATUS, londonToday, type ServerRenderRequest } from '@insolvency/shared-contracts';
import { posts } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { createPost } from '../factories/posts';
import { buildTestApp, treeWriter, type TestApp } from '../helper';
import { VISITOR_HOME_CALLS, renderNumber, renderedRequest, writeFakeServerBuild, writePublicPlan } from './fake-server-build';

/*
 * The pages rendered by remote-public's server build, loaded through the federation runtime
 * from the folder /remotes.json names: the route's screen at the address, whose calls (its
 * prefetch's) the API answers in-process. The builds here are hand-written containers that make
 * the calls of remote-public's prefetches (fake-server-build.ts; the real one is rendered in
 * remote-public's server-render.test.tsx and loaded by the journeys). Each build carries its
 * load plan, which says which routes are rendered here.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'public-pages-'));
const dataDir = path.join(root, '.data');
const write = treeWriter(root);
const today = londonToday();
/** The shell's page, with the place the server puts a page in (page-before-app.js), and antd's map of the styles its head holds. */
const PAGE_ANTD_STYLE_MAP = 'css-1|Button-Button|ant-btn:h1;css-1|Shared|ant:h2';
const SHELL_PAGE_BODY =
  `<title>shell</title><style>.data-ant-cssinjs-cache-path{content:"${PAGE_ANTD_STYLE_MAP}";}</style></head>` +
  '<body><div id="page-before-app"></div><div id="root"></div><p>client-rendered page</p></body></html>';
/** The shell's script the server preloads on every page, as its load plan names it. */
const PAGE_SCRIPT_HINT = '<link rel="preload" as="script" href="/main.1.js">';
/** The page drawn in the browser: the shell's page with its script's hint at the start of its head. */
const CLIENT_PAGE = `<!doctype html><html><head>${PAGE_SCRIPT_HINT}${SHELL_PAGE_BODY}`;

let t: TestApp;

beforeAll(async () => {
  write('shell/dist/index.html', `<!doctype html><html><head>${SHELL_PAGE_BODY}`);
  write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
  writeFakeServerBuild(path.join(root, 'remote-public/dist/server'), 'built remote-public');
  writePublicPlan(path.join(root, 'remote-public/dist'), SERVER_RENDERED_ROUTES);
  t = await buildTestApp({ config: { rootDir: root, dataDir, publicUrl: 'https://market.example' } });
  await seedReferenceLabels(t.db);
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  rmSync(path.join(dataDir, 'remotes.json'), { force: true });
  await t.db.delete(posts);
});

const registerRemotePublic = (manifestUrl: string) => write('.data/remotes.json', { remote_public: manifestUrl });
/** A build deployed under `.data/deployments/<name>/`: its plan, and its server build unless `serverBuild` is false. */
const deploy = (name: string, rendered: Parameters<typeof writePublicPlan>[1], serverBuild: false | { label: string; failure?: string }) => {
  writePublicPlan(path.join(dataDir, 'deployments', name), rendered);
  if (serverBuild) writeFakeServerBuild(path.join(dataDir, 'deployments', name, 'server'), serverBuild.label, serverBuild.failure);
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What the build was asked to render, and the answers the API gave its calls (fake-server-build.ts). */
type RenderedScreen = Omit<ServerRenderRequest, 'serverApiCall'> & { answers?: { status: number; body: unknown; headers: Record<string, string> }[] };
const renderedScreen = (html: string) => renderedRequest(html) as RenderedScreen;
/** The answer to the build's call number `index`. */
const answerOf = (screen: RenderedScreen, index: number) => screen.answers![index];

test("a live teaser is the shell's page with the screen the server build the registry names renders, given the post and the public address", async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today, activityHeading: 'Bakery in Leeds', reference: 'LEEDS-7' });
  const res = await get(`/opportunities/${post.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<p>built remote-public</p>');
  const screen = renderedScreen(res.body);
  expect(screen).toMatchObject({ route: 'PostTeaser', address: `/opportunities/${post.id}`, publicUrl: 'https://market.example' });
  // The route's prefetch's call, answered by the API in-process.
  expect(answerOf(screen, 0)).toMatchObject({ status: 200, body: { forSale: true, teaser: { businessId: post.id, activityHeading: 'Bakery in Leeds', reference: 'LEEDS-7' } } });
  expect((answerOf(screen, 0).body as { teaser: unknown }).teaser).toEqual(
    expect.objectContaining({ locations: [expect.any(String)], sector: expect.any(String), turnover: expect.any(String), employees: expect.any(String), firm: expect.any(String) }),
  );
});

test("the visitor home is the shell's page with the screen the build renders at the address, its calls answered by the API in-process", async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today, activityHeading: 'Bakery in Leeds' });
  const res = await get('/?region=3&sector=5&page=1');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toMatch(/^<!doctype html><html><head><title>shell<\/title><style>[^<]*<\/style><style>\/\* built remote-public \*\/<\/style><\/head><body><div id="page-before-app"><!doctype html><p>built remote-public<\/p><pre>.*<\/pre><!-- render \d+ --><\/div><div id="root"><\/div>/);
  const screen = renderedScreen(res.body);
  expect(screen).toMatchObject({ route: 'ConditionalHome', address: '/?region=3&sector=5&page=1', publicUrl: 'https://market.example' });
  expect(answerOf(screen, 1)).toMatchObject({ status: 200, body: { livePosts: 1 } });
  expect(answerOf(screen, 2)).toMatchObject({ status: 200, body: { locationLabels: expect.arrayContaining([expect.anything()]) } });
  expect(answerOf(screen, 3)).toMatchObject({ status: 200, body: { categoryLabels: expect.arrayContaining([expect.anything()]) } });

  const unfiltered = renderedScreen((await get('/')).body);
  expect(unfiltered.address).toBe('/');
  const posts = answerOf(unfiltered, 0);
  expect((posts.body as { businessId: number }[]).map((shown) => shown.businessId)).toEqual([post.id]);
  // The total over all pages comes in the answer's header, as the browser reads it.
  expect(posts.headers[HOME_POSTS_TOTAL_HEADER.toLowerCase()]).toBe('1');
});

test("the rendered home hints none of its calls (their answers are in the page) and has no Link header: its hints end its body; served as the client page, it hints its calls", async () => {
  const apiHints = (res: { headers: Record<string, unknown> }) => String(res.headers.link ?? '').split(', ').filter((link) => link.startsWith('</api/'));
  const rendered = await get('/');
  expect(rendered.headers.link).toBeUndefined();
  expect(rendered.body).toContain(
    `${PAGE_SCRIPT_HINT}<link rel="preload" as="fetch" crossorigin href="/remotes.json"><link rel="preload" as="fetch" crossorigin href="/remotes/public/mf-manifest.json"></body>`,
  );
  expect(apiHints(rendered)).toEqual([]);
  deploy('teasers-only', ['PostTeaser'], { label: 'teasers only' });
  registerRemotePublic('/deployments/teasers-only/mf-manifest.json');
  expect(apiHints(await get('/'))).toHaveLength(VISITOR_HOME_CALLS.length);
});

test("a help page is the shell's page with the screen the build renders for its route", async () => {
  const res = await get('/help/faqs');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<div id="page-before-app"><!doctype html><p>built remote-public</p>');
  // The styles the shell's head holds, which the screen's own style leaves out.
  expect(renderedRequest(res.body)).toEqual({ route: 'Help', address: '/help/faqs', publicUrl: 'https://market.example', pageAntdStyleMap: PAGE_ANTD_STYLE_MAP });
});

test("Contact Us is the shell's page with the screen the build renders with the API's answers: the topics of Regarding and the captcha the form asks for", async () => {
  const res = await get('/help/contactus');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="page-before-app"><!doctype html><p>built remote-public</p>');
  const screen = renderedScreen(res.body);
  expect(screen).toMatchObject({ route: 'ContactUs', address: '/help/contactus' });
  expect(answerOf(screen, 0)).toMatchObject({ status: 200, body: { contactUsLabels: { contactUsFields: expect.arrayContaining([expect.anything()]) } } });
  expect(answerOf(screen, 1)).toMatchObject({ status: 200, body: t.app.captcha.config() });
});

test('only the routes the deployed load plan marks serverRendered are rendered here; the others are the client page', async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today });
  const withdrawn = await createPost(t.db, { status: SITE_STATUS.withdrawn, today });
  deploy('teasers-only', ['PostTeaser'], { label: 'teasers only' });
  registerRemotePublic('/deployments/teasers-only/mf-manifest.json');
  expect((await get(`/opportunities/${post.id}`)).body).toContain('<p>teasers only</p>');
  for (const url of ['/', '/?region=3', '/help/faqs']) {
    const res = await get(url);
    expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: CLIENT_PAGE });
  }

  deploy('home-and-help', ['ConditionalHome', 'Help'], { label: 'home and help' });
  registerRemotePublic('/deployments/home-and-help/mf-manifest.json');
  expect((await get('/help/faqs')).body).toContain('<p>home and help</p>');
  expect((await get('/')).body).toContain('<p>home and help</p>');
  const teaser = await get(`/opportunities/${post.id}`);
  expect({ status: teaser.statusCode, body: teaser.body }).toEqual({ status: 200, body: CLIENT_PAGE });
  // Not rendered here, a teaser still answers its status: the post is gone.
  expect((await get(`/opportunities/${withdrawn.id}`)).statusCode).toBe(410);
});

test('a rendered page of 1 KiB or more is compressed for a client that accepts it', async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today, activityHeading: 'Bakery in Leeds '.repeat(80) });
  const res = await t.app.inject({ method: 'GET', url: `/opportunities/${post.id}`, headers: { 'accept-encoding': 'br' } });
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('Bakery in Leeds');
});

test.each([SITE_STATUS.withdrawn, SITE_STATUS.sold, SITE_STATUS.expired])('the teaser of a post now %s answers 410 with the page that says so', async (status) => {
  const post = await createPost(t.db, { status, today });
  const res = await get(`/opportunities/${post.id}`);
  expect(res.statusCode).toBe(410);
  expect(answerOf(renderedScreen(res.body), 0)).toMatchObject({ status: 200, body: { forSale: false } });
});

test('a draft, a scheduled post, a post kept off public pages and an unknown id have no teaser: the client page with 404', async () => {
  const hidden = [
    await createPost(t.db, { status: SITE_STATUS.draft, today }),
    await createPost(t.db, { status: SITE_STATUS.scheduled, today }),
    await createPost(t.db, { status: SITE_STATUS.forSale, today, displayHome: false }),
  ];
  for (const url of [...hidden.map((post) => `/opportunities/${post.id}`), '/opportunities/999999', '/opportunities/not-a-number']) {
    const res = await get(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.body).toBe(CLIENT_PAGE);
  }
});

test('pointing the registry at another build changes the rendered HTML at once, without a restart', async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today });
  deploy('public-v2', SERVER_RENDERED_ROUTES, { label: 'redeployed remote-public' });
  registerRemotePublic('/deployments/public-v2/mf-manifest.json');
  expect((await get(`/opportunities/${post.id}`)).body).toContain('<p>redeployed remote-public</p>');
  rmSync(path.join(dataDir, 'remotes.json'));
  expect((await get(`/opportunities/${post.id}`)).body).toContain('<p>built remote-public</p>');
});

test.each([
  [
    'has no server build',
    () => {
      deploy('without-server-build', SERVER_RENDERED_ROUTES, false);
      registerRemotePublic('/deployments/without-server-build/mf-manifest.json');
    },
  ],
  ['is not served here nor by HTTP', () => registerRemotePublic('ftp://elsewhere/mf-manifest.json')],
  [
    'fails to render',
    () => {
      deploy('broken', SERVER_RENDERED_ROUTES, { label: 'broken', failure: 'renderer exploded' });
      registerRemotePublic('/deployments/broken/mf-manifest.json');
    },
  ],
])('when the build the registry names %s, the teaser, the home and the help page are the client-rendered page with its status, never a 5xx', async (_case, arrange) => {
  arrange();
  const live = await createPost(t.db, { status: SITE_STATUS.forSale, today });
  const withdrawn = await createPost(t.db, { status: SITE_STATUS.withdrawn, today });
  const liveAnswer = await get(`/opportunities/${live.id}`);
  expect(liveAnswer.statusCode).toBe(200);
  expect(liveAnswer.body).toBe(CLIENT_PAGE);
  expect((await get(`/opportunities/${withdrawn.id}`)).statusCode).toBe(410);
  for (const url of ['/', '/help/faqs']) {
    const page = await get(url);
    expect({ url, status: page.statusCode, body: page.body }).toEqual({ url, status: 200, body: CLIENT_PAGE });
  }
});

test('the sitemap lists the public pages and every live teaser, and no other post', async () => {
  const live = await createPost(t.db, { status: SITE_STATUS.forSale, today });
  const others = [
    await createPost(t.db, { status: SITE_STATUS.withdrawn, today }),
    await createPost(t.db, { status: SITE_STATUS.scheduled, today }),
    await createPost(t.db, { status: SITE_STATUS.forSale, today, displayHome: false }),
  ];
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toContain('<loc>https://market.example/</loc>');
  expect(res.body).toContain('<loc>https://market.example/help/faqs</loc>');
  expect(res.body).toContain(`<loc>https://market.example/opportunities/${live.id}</loc><lastmod>${live.periods[0].startDate}</lastmod>`);
  for (const post of others) expect(res.body).not.toContain(`/opportunities/${post.id}<`);
});

test('robots.txt keeps crawlers out of the API and the signed-in areas and names the sitemap', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  const lines = res.body.split('\n');
  for (const prefix of ['/api/', '/user/', '/admin/', '/post/', '/posting-inbox/']) expect(lines).toContain(`Disallow: ${prefix}`);
  for (const open of ['/', '/opportunities/', '/help/', '/register/']) expect(lines).not.toContain(`Disallow: ${open}`);
  expect(lines).toContain('Sitemap: https://market.example/sitemap.xml');
});

describe('with a public cache of 5 seconds', () => {
  let now = Date.parse(`${today}T12:00:00Z`);
  let cached: TestApp;

  beforeAll(async () => {
    cached = await buildTestApp({ config: { rootDir: root, dataDir, publicUrl: 'https://market.example', publicCacheTtlSeconds: 5, searchRequestsPerMinute: 2 }, now: () => now });
    await seedReferenceLabels(cached.db);
  });
  afterAll(async () => cached?.close());
  /** The API's kept answers and the pages made from them, as a fresh instance has none. */
  const clearCaches = () => {
    cached.app.publicCache.clear();
    cached.app.pageCache.clear();
  };

  test("a teaser's post is read once per TTL: a sale shows when the cached copy expires", async () => {
    const post = await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    const url = `/opportunities/${post.id}`;
    expect((await cached.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await cached.db.update(posts).set({ sold: true }).where(eq(posts.id, post.id));
    now += 4_000;
    expect((await cached.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    now += 2_000;
    const after = await cached.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(410);
    expect(answerOf(renderedScreen(after.body), 0)).toMatchObject({ status: 200, body: { forSale: false } });
  });

  test("the search page is rendered from the API's answer for its address; past the visitor's rate limit it is rendered from the refusal with 429, and that refusal is kept for no one", async () => {
    await cached.db.delete(posts);
    clearCaches();
    const post = await createPost(cached.db, { status: SITE_STATUS.forSale, today, activityHeading: 'Family bakery' });
    const visit = (url: string, remoteAddress: string) => cached.app.inject({ method: 'GET', url, remoteAddress });

    const found = await visit('/search?q=bakrey&region=7', '10.0.0.1');
    expect(found.statusCode).toBe(200);
    const screen = renderedScreen(found.body);
    expect(screen).toMatchObject({ route: 'Search', address: '/search?q=bakrey&region=7' });
    expect(answerOf(screen, 0)).toMatchObject({ status: 200, body: { total: 0 } });
    expect(answerOf(renderedScreen((await visit('/search?q=bakrey', '10.0.0.1')).body), 0)).toMatchObject({ status: 200, body: { total: 1, items: [{ businessId: post.id }] } });

    // A third search the database answers within the minute: refused for this visitor, whose page is rendered from
    // the refusal (the screen says when to try again) with 429 and Retry-After, kept by no cache.
    const refused = await visit('/search?q=family', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).not.toContain('public');
    expect(answerOf(renderedScreen(refused.body), 0)).toMatchObject({ status: 429, body: { message: expect.stringContaining('Please try again in') } });
    // Another visitor at the same address gets the rendered results, not the refusal.
    const other = await visit('/search?q=family', '10.0.0.2');
    expect(answerOf(renderedScreen(other.body), 0)).toMatchObject({ status: 200, body: { total: 1 } });
    // Several values of a filter, the sort and the days since added are rendered from the same address.
    const several = await visit('/search?q=family&region=1&region=7&region=11&sort=newest&added=30', '10.0.0.3');
    expect(renderedScreen(several.body)).toMatchObject({ route: 'Search', address: '/search?q=family&region=1&region=7&region=11&sort=newest&added=30' });
    expect(answerOf(renderedScreen(several.body), 0)).toMatchObject({ status: 200, body: { total: 1, items: [{ businessId: post.id }] } });
    now += 61_000;
  });

  test("the visitor home's answers are read once per TTL", async () => {
    await cached.db.delete(posts);
    clearCaches();
    const total = async () => Number(answerOf(renderedScreen((await cached.app.inject({ method: 'GET', url: '/' })).body), 0).headers[HOME_POSTS_TOTAL_HEADER.toLowerCase()]);
    await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    expect(await total()).toBe(1);
    await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    now += 4_000;
    expect(await total()).toBe(1);
    now += 2_000;
    expect(await total()).toBe(2);
  });

  test('the home is rendered again after the TTL only when the answers the API gives its calls have changed; the same page keeps its ETag', async () => {
    await cached.db.delete(posts);
    clearCaches();
    await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    const home = () => cached.app.inject({ method: 'GET', url: '/' });
    const first = await home();
    now += 6_000;
    const unchanged = await home();
    expect(renderNumber(unchanged.body)).toBe(renderNumber(first.body));
    expect(unchanged.headers.etag).toBe(first.headers.etag);

    await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    now += 6_000;
    const changed = await home();
    expect(renderNumber(changed.body)).toBe(renderNumber(first.body) + 1);
    expect(answerOf(renderedScreen(changed.body), 0).headers[HOME_POSTS_TOTAL_HEADER.toLowerCase()]).toBe('2');

    // The same data, but remote-public rebuilt in place: its build renders the screen.
    const serverBuild = path.join(root, 'remote-public/dist/server');
    writeFakeServerBuild(serverBuild, 'rebuilt remote-public');
    try {
      now += 6_000;
      expect((await home()).body).toContain('<p>rebuilt remote-public</p>');
    } finally {
      writeFakeServerBuild(serverBuild, 'built remote-public');
    }
  });

  test('a screen without calls (the FAQs) is rendered once for a build, not again each TTL; a server build rebuilt in place renders it again', async () => {
    const faqs = async () => (await cached.app.inject({ method: 'GET', url: '/help/faqs' })).body;
    const first = renderNumber(await faqs());
    now += 6_000;
    expect(renderNumber(await faqs())).toBe(first);

    const serverBuild = path.join(root, 'remote-public/dist/server');
    writeFakeServerBuild(serverBuild, 'rebuilt remote-public');
    try {
      now += 6_000;
      expect(await faqs()).toContain('<p>rebuilt remote-public</p>');
    } finally {
      writeFakeServerBuild(serverBuild, 'built remote-public');
    }
  });

  test("the home's page is sent in the encoding the browser accepts, with an ETag that answers 304 until the page changes", async () => {
    await cached.db.delete(posts);
    clearCaches();
    await createPost(cached.db, { status: SITE_STATUS.forSale, today, activityHeading: 'Bakery in Leeds '.repeat(80) });
    const home = (headers: Record<string, string>) => cached.app.inject({ method: 'GET', url: '/', headers });
    const plain = await home({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await home({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await home({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect((await home({ 'if-none-match': etag })).statusCode).toBe(304);
    await createPost(cached.db, { status: SITE_STATUS.forSale, today });
    now += 6_000;
    const changed = await home({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
