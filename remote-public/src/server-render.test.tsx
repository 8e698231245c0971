/**
 * remote-public's server build's `./server-render`: each route's screen at an address, from the
 * calls of its own prefetch (answered here as the API server would), by React's Node renderer
 * (the build's), with jsdom only to read the markup it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import {
  HOME_POSTS_TOTAL_HEADER,
  SERVER_SCREEN_DATA_ID,
  SERVER_SCREEN_ID,
  SERVER_SCREEN_ROOT_ID,
  type PostTeaser,
  type PostTeaserAnswer,
  type RouteName,
  type SearchAnswer,
  type ServerApiCall,
  type ServerScreenQueryAnswer,
} from '@insolvency/shared-contracts';
import { buildPost, buildPostTeaser } from '@insolvency/shared-contracts/testing';
import { FAQS } from './features/help/content/faqs';
import { renderPage } from './server-render';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

const PUBLIC_URL = 'https://market.example';

/** Markup and script breakers, and the quotes that would end an attribute. */
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&amp;`;

/** An answer of the API with its headers (the home's posts carry their total over all pages in one). */
class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** The API as the server answers the build's calls, by path: what was asked is recorded. */
function apiAnswering(answers: Record<string, unknown>): ServerApiCall & { calls: string[] } {
  const calls: string[] = [];
  const call: ServerApiCall = async (path) => {
    calls.push(path);
    const answer = answers[path.split('?')[0]];
    if (answer === undefined) return { status: 404, body: { message: 'Not found' } };
    return answer instanceof WithHeaders ? { status: 200, body: answer.body, headers: answer.headers } : { status: 200, body: answer };
  };
  return Object.assign(call, { calls });
}

/** The page the build renders for `route` at `address`, with its markup in an element to read. */
async function renderInContainer(route: RouteName, address: string, answers: Record<string, unknown> = {}, pageAntdStyleMap?: string) {
  const api = apiAnswering(answers);
  const page = await renderPage({ route, address, publicUrl: PUBLIC_URL, serverApiCall: api, pageAntdStyleMap });
  const container = document.createElement('div');
  container.innerHTML = page.html;
  return { ...page, calls: api.calls, container, root: container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)! };
}

/** The answers of the home's four calls. */
interface HomeData {
  posts: ReturnType<typeof buildPost>[];
  total: number;
  stats: { livePosts: number; interestedParties: number; insolvencyPractitioners: number; expressionsOfInterest: number };
  locationSizeLabels: unknown;
  categoryLabels: unknown;
}

const data: HomeData = {
  posts: [buildPost(7, { activityHeading: 'Bakery chain in Leeds', reference: 'LEEDS-7' }), buildPost(8, { activityHeading: 'Print works in Hull' })],
  total: 31,
  stats: { livePosts: 31, interestedParties: 1204, insolvencyPractitioners: 87, expressionsOfInterest: 4410 },
  locationSizeLabels: { locationLabels: [{ locationId: 3, description: 'Yorkshire and the Humber' }], employeeLabels: [], turnoverLabels: [] },
  categoryLabels: { categoryLabels: [{ categoryId: 5, description: 'Manufacturing', childCategories: [] }] },
};

/** The home at `/<search>`, its calls answered with `homeData`. */
const renderHome = (search: string, homeData: HomeData = data) =>
  renderInContainer('ConditionalHome', `/${search}`, {
    '/api/unauth/homeposts': new WithHeaders(homeData.posts, { [HOME_POSTS_TOTAL_HEADER.toLowerCase()]: String(homeData.total) }),
    '/api/unauth/homestats': homeData.stats,
    '/api/label/location-size': homeData.locationSizeLabels,
    '/api/label/nestedcategories': homeData.categoryLabels,
  });

test("the visitor home's screen has its data in the markup: the hero, the four figures and the posts with links to their teasers", async () => {
  const { container, html } = await renderHome('');
  expect(container.querySelector('h1')!.textContent).toBe('Businesses and assets from UK insolvencies, in one marketplace');
  expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/register/', '/login', '/opportunities/7', '/opportunities/8']));
  const figures = container.querySelector('[data-testid="home-statistics"]')!.textContent;
  for (const figure of ['31', '1,204', '87', '4,410']) expect(figures).toContain(figure);
  expect(container.textContent).toContain('31 opportunities');
  expect([...container.querySelectorAll('article h3')].map((heading) => heading.textContent)).toEqual(['Bakery chain in Leeds', 'Print works in Hull']);
  expect(container.textContent).toContain('Ref: LEEDS-7');
  expect(html).not.toMatch(/Loading/);
});

test('the filters show the region and sector the address names, and the home draws nothing with antd, so its page needs none of antd’s CSS', async () => {
  const { container, head, drawsNoAntd } = await renderHome('?region=3&sector=5');
  const selected = [...container.querySelectorAll('select')].map((select) => select.querySelector('option[selected], option:checked')?.textContent);
  expect(selected).toEqual(['Yorkshire and the Humber', 'All of Manufacturing']);
  expect(container.textContent).toContain('31 opportunities in this selection');
  expect(container.querySelector('[class*="ant-"], [class*="css-var"]')).toBeNull();
  // Neither antd's style for the markup nor its theme's CSS variables; the server leaves the head's antd CSS out too.
  expect(container.querySelector('style')).toBeNull();
  expect(drawsNoAntd).toBe(true);
  // The pager's pages are links, which work before the app runs: the next page keeps the filters.
  expect([...container.querySelectorAll('nav[aria-label="Pages of opportunities"] a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Next', '/?region=3&sector=5&page=2'],
  ]);
  // The rules components hoist (UiProvider's links, the hero's and the filters' phone sizes, the bar's,
  // the column's) go in the document's head, where the app's React keeps them; each once.
  const hoisted = [...head!.matchAll(/<style data-precedence="([^"]+)" data-href="([^"]+)">[^<]+<\/style>/g)].map(([, precedence, href]) => `${precedence}:${href}`);
  expect(head).toBe(head!.match(/<style data-precedence="[^"]+" data-href="[^"]+">[^<]+<\/style>/g)!.join(''));
  expect(hoisted.sort()).toEqual(
    [
      'default:im-theme-links',
      'im-home-filters:im-home-filters',
      'im-page-column:im-page-column',
      'im-screen-area:im-screen-area',
      'im-skip-link:im-skip-link',
      'im-search-box:im-search-box',
      'im-top-bar:im-top-bar im-top-bar-search',
      'im-visitor-hero:im-visitor-hero',
    ].sort(),
  );
  expect(head).toContain('@media (max-width:959.98px){.im-home-filters{grid-template-columns:minmax(0,1fr)}}');
  expect(container.querySelector('style[data-precedence]')).toBeNull();
});

test("the page before the app is the app's layout: the skip link, the top bar, the notifications' column, the screen in main and the footer with its links", async () => {
  const { container } = await renderInContainer('Login', '/login');
  const layout = container.querySelector('header')!.parentElement!;
  expect([...layout.children].map((part) => part.tagName.toLowerCase())).toEqual(['a', 'header', 'div', 'main', 'footer']);
  expect(layout.firstElementChild!.textContent).toBe('Skip to content');
  expect(layout.firstElementChild!.getAttribute('href')).toBe('#main-content');
  expect(container.querySelector(`main#main-content > #${SERVER_SCREEN_ID} > #${SERVER_SCREEN_ROOT_ID}`)).not.toBeNull();
  expect([...container.querySelectorAll('footer a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Privacy Policy', '/privacy-policy'],
    ['Contact Information', '/help/contactus'],
    ['Terms and Conditions', '/terms-and-conditions'],
  ]);
});

test("the page before the app has the app's visitor bar: the product name linking home, search, Help, Login, the phone's menu button, above the screen", async () => {
  const { container, head } = await renderInContainer('Login', '/login');
  const bar = container.querySelector('header')!;
  expect([...bar.querySelectorAll('a')].map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')])).toEqual([
    ['Insolvency Marketplace', '/'],
    ['Search opportunities', '/search'],
    ['Help', '/help/faqs'],
    ['Login', '/login'],
  ]);
  expect(bar.querySelector('nav')!.getAttribute('aria-label')).toBe('Main');
  expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Open menu');
  // Which of the two shows is the window's width's to say: the bar's rules, in the document's head.
  expect(head).toMatch(/data-href="im-top-bar[ "]/);
  expect(head).toMatch(/@media \(max-width:959\.98px\)\{[^}]*min-height:58px/);
  expect(container.querySelector(`main > #${SERVER_SCREEN_ID} > #${SERVER_SCREEN_ROOT_ID}`)).not.toBeNull();
  expect(container.querySelector('header ~ main h1')!.textContent).toBe('Login');
});

/** The answers the page carries for the app's store. */
const answersIn = (container: HTMLElement) => JSON.parse(container.querySelector(`script#${SERVER_SCREEN_DATA_ID}`)!.textContent!) as ServerScreenQueryAnswer[];

test("the answers of the screen's calls are in the page, by endpoint and the arguments its hooks use, beside the root the app hydrates", async () => {
  const { container, calls } = await renderHome('?region=3&page=2');
  expect(calls.sort()).toEqual(['/api/label/location-size', '/api/label/nestedcategories', '/api/unauth/homeposts?region=3&page=2&pageSize=8', '/api/unauth/homestats']);
  expect(container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)!.getAttribute('data-route')).toBe('ConditionalHome');
  const answers = answersIn(container);
  expect(answers.map((answer) => answer.endpointName).sort()).toEqual(['categoryLabels', 'locationSizeLabels', 'publicHomePosts', 'publicHomeStats']);
  const posts = answers.find((answer) => answer.endpointName === 'publicHomePosts')!;
  expect(posts.arg).toEqual(expect.objectContaining({ region: 3, page: 2 }));
  expect(posts.value).toEqual({ posts: data.posts, total: data.total });
});

test.each(['activityHeading', 'reference', 'location'] as const)('markup in a post’s %s is shown as text, and stays inside the data', async (field) => {
  const post =
    field === 'location' ? buildPost(9, { locations: [{ locationId: 1, description: HOSTILE }] }) : buildPost(9, { [field]: HOSTILE });
  const { container, html } = await renderHome('', { ...data, posts: [post] });
  expect(container.querySelectorAll('script')).toHaveLength(1);
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(container.querySelector('article')!.textContent).toContain(HOSTILE);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(JSON.stringify(answersIn(container))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
});

test("a help page's screen is the app's FAQs: the Help heading, its tabs and every question (with its "+" mark), with antd's style beside it", async () => {
  const { container, head } = await renderInContainer('Help', '/help/faqs');
  expect(container.querySelector('h1')!.textContent).toBe('Help');
  expect([...container.querySelectorAll('nav[aria-label="Help sections"] a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
    ['FAQs', '/help/faqs', 'page'],
    ['Contact Us', '/help/contactus', null],
  ]);
  expect([...container.querySelectorAll('h2 button')].map((question) => question.textContent)).toEqual(FAQS.map((faq) => `${faq.question}+`));
  expect(head).toMatch(/^<style data-precedence="default" data-href="im-theme-links">/);
});

test("Login's screen is the app's form, with no data to carry: the fields the app hydrates and the two ways to register", async () => {
  const { container, root, drawsNoAntd } = await renderInContainer('Login', '/login');
  expect(root.getAttribute('data-route')).toBe('Login');
  // Its form is antd's: the page keeps antd's CSS.
  expect(drawsNoAntd).toBeUndefined();
  expect(root.querySelector('h1')!.textContent).toBe('Login');
  const form = root.querySelector('form[aria-label="Login"]')!;
  expect([...form.querySelectorAll('input')].map((input) => [input.id, input.type, input.value])).toEqual([
    ['login-email', 'email', ''],
    ['login-password', 'password', ''],
  ]);
  expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/forgotpass', '/register/interestedparty', '/register/insolvencypractitioner']));
  expect(answersIn(container)).toEqual([]);
});

test("Contact Us's screen is the app's form with its topics and the captcha's place, and carries the answers of its two calls", async () => {
  const { container, root, calls } = await renderInContainer('ContactUs', '/help/contactus', {
    '/api/label/contactus': { contactUsLabels: { contactUsFields: [{ contactUsId: 1, description: 'Advertising' }, { contactUsId: 2, description: HOSTILE }] } },
    '/api/unauth/captcha-config': { provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' },
  });
  expect(calls.sort()).toEqual(['/api/label/contactus', '/api/unauth/captcha-config']);
  expect(root.getAttribute('data-route')).toBe('ContactUs');
  expect(root.querySelector('nav[aria-label="Help sections"] a[aria-current="page"]')!.textContent).toBe('Contact Us');
  const form = root.querySelector('form[aria-label="Contact Us"]')!;
  expect([...form.querySelectorAll('input, select, textarea')].map((field) => field.id)).toEqual(['contact-from', 'contact-reply-to', 'contact-regarding', 'contact-message']);
  expect([...form.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a topic', 'Advertising', HOSTILE]);
  expect(form.querySelector('img')).toBeNull();
  expect(form.textContent).toContain('Loading the captcha…');
  expect(form.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(true);
  expect(answersIn(container).map((answer) => answer.endpointName).sort()).toEqual(['captchaConfig', 'helpContactUsLabels']);
});

test('a route of another remote is refused, so the server answers the client page', async () => {
  await expect(renderPage({ route: 'PostingInbox', address: '/posting-inbox/', publicUrl: PUBLIC_URL, serverApiCall: apiAnswering({}) })).rejects.toThrow('this build has no route PostingInbox');
});

test("a screen for a page whose head holds antd's Button styles leaves them out, and its map of styles present names the page's too", async () => {
  const styleOf = async (pageAntdStyleMap?: string) =>
    (await renderInContainer('Login', '/login', {}, pageAntdStyleMap)).container.querySelector('style')!.textContent!;
  const stylePaths = (css: string) => /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)![1].split(';').filter(Boolean).map((entry) => entry.split(':')[0]);
  const alone = await styleOf();
  const buttonPaths = stylePaths(alone).filter((stylePath) => /\|Button-Button\||\|Wave-Wave\|/.test(stylePath));
  expect(buttonPaths.length).toBeGreaterThan(0);
  const pageMap = stylePaths(alone)
    .filter((stylePath) => buttonPaths.includes(stylePath))
    .map((stylePath) => `${stylePath}:hash`)
    .join(';');

  const inPage = await styleOf(pageMap);
  // The Button's own rule, `:where(.css-…).ant-btn{…}` (its CSS variables are not in the page's head, and stay).
  const buttonRule = /\)\.ant-btn\{/;
  expect(alone).toMatch(buttonRule);
  expect(inPage).not.toMatch(buttonRule);
  expect(inPage.length).toBeLessThan(alone.length);
  expect(new Set(stylePaths(inPage))).toEqual(new Set(stylePaths(alone)));
});

const teaser = buildPostTeaser({ businessId: 42, reference: 'LEEDS-7', activityHeading: 'Bakery and cafe chain in Leeds' });

/** The teaser's screen in a page as the server puts it in the shell's (server/src/delivery/server-render/shell-page.ts). */
async function renderDocument(answer: PostTeaserAnswer) {
  const page = await renderPage({ route: 'PostTeaser', address: '/opportunities/42', publicUrl: PUBLIC_URL, serverApiCall: apiAnswering({ '/api/unauth/post-teaser': answer }) });
  const html = `<!DOCTYPE html><html lang="en-GB"><head><title>Shell</title>${page.head ?? ''}</head><body>${page.html}</body></html>`;
  const document = new DOMParser().parseFromString(html, 'text/html');
  if (page.title !== undefined) document.title = page.title;
  return { page, html, document };
}

const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');
const structuredData = (document: Document) => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);

test("a teaser is the PostTeaser screen with the post in it: heading, reference, locations, sector, bands, sale dates, firm and the way in, and its call's answer for the app", async () => {
  const { document } = await renderDocument({ forSale: true, teaser });
  const root = document.getElementById(SERVER_SCREEN_ROOT_ID)!;
  expect(root.dataset.route).toBe('PostTeaser');
  expect(root.querySelector('h1')!.textContent).toBe(teaser.activityHeading);
  const text = root.textContent;
  for (const shown of ['Reference LEEDS-7', 'Yorkshire and the Humber, North East', 'Food and drink', '£1m to £5m', '11 to 50', '20 November 2026', '17 December 2026', 'Begbies & Partners LLP']) {
    expect(text).toContain(shown);
  }
  expect(text).toContain('Log in or register to see the full details and express interest.');
  expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/login', '/register/']);
  expect(JSON.parse(document.querySelector('script[type="application/json"]')!.textContent!)).toEqual([
    { endpointName: 'publicPostTeaser', arg: 42, value: { forSale: true, teaser } },
  ]);
});

test('its head names the page for search engines and link previews: title, description, canonical URL, Open Graph, Twitter card and schema.org data', async () => {
  const { document } = await renderDocument({ forSale: true, teaser });
  const url = `${PUBLIC_URL}/opportunities/42`;
  expect(document.title).toBe('Bakery and cafe chain in Leeds · Insolvency Marketplace');
  expect(meta(document, 'meta[name="description"]')).toContain('Food and drink in Yorkshire and the Humber, North East');
  expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(url);
  expect(meta(document, 'meta[property="og:title"]')).toBe(teaser.activityHeading);
  expect(meta(document, 'meta[property="og:url"]')).toBe(url);
  expect(meta(document, 'meta[name="twitter:card"]')).toBe('summary');
  expect(meta(document, 'meta[name="twitter:title"]')).toBe(teaser.activityHeading);
  expect(structuredData(document)).toMatchObject({
    '@type': 'Offer',
    url,
    name: teaser.activityHeading,
    identifier: 'LEEDS-7',
    availabilityEnds: '2026-12-17',
    offeredBy: { '@type': 'Organization', name: 'Begbies & Partners LLP' },
  });
});

test.each(['reference', 'activityHeading', 'sector', 'turnover', 'employees', 'firm', 'locations'] as const)(
  'markup in the %s is shown as text everywhere: the body, the head tags and the schema.org data',
  async (field) => {
    const hostile: PostTeaser = { ...teaser, [field]: field === 'locations' ? [HOSTILE] : HOSTILE };
    const { html, document } = await renderDocument({ forSale: true, teaser: hostile });
    expect(document.querySelectorAll('img, script:not([type="application/ld+json"]):not([type="application/json"])')).toHaveLength(0);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(html).not.toContain('<img');
    // The schema.org data and the call's answer: no script ends early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(document.getElementById(SERVER_SCREEN_ROOT_ID)!.textContent).toContain(HOSTILE);
    expect(JSON.stringify(structuredData(document))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    if (field === 'activityHeading') {
      expect(meta(document, 'meta[property="og:title"]')).toBe(HOSTILE);
      expect(document.title).toBe(`${HOSTILE} · Insolvency Marketplace`);
    }
  },
);

test('the page of a post no longer for sale says so, keeps out of search results and carries no offer', async () => {
  const { document } = await renderDocument({ forSale: false, teaser: { ...teaser, activityHeading: HOSTILE } });
  const root = document.getElementById(SERVER_SCREEN_ROOT_ID)!;
  expect(root.querySelector('h1')!.textContent).toBe('This opportunity is no longer for sale');
  expect(root.textContent).toContain(`${HOSTILE} (reference LEEDS-7) has been withdrawn, sold or has reached the end of its sale period.`);
  expect(document.title).toBe(`No longer for sale: ${HOSTILE} · Insolvency Marketplace`);
  expect(meta(document, 'meta[name="robots"]')).toBe('noindex');
  expect(document.querySelectorAll('script[type="application/ld+json"], meta[property^="og:"], img')).toHaveLength(0);
});

describe('the search page', () => {
  const found: SearchAnswer = {
    items: [{ ...buildPost(7, { activityHeading: 'Bakery chain in Leeds', reference: 'LEEDS-7' }), snippet: `Two shops near <mark>Leeds</mark> &amp; ${HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}` }],
    total: 1,
    facets: { region: [{ id: 3, description: 'Yorkshire and the Humber', count: 1 }], sector: [], turnover: [], employees: [], trading: [], appointment: [] },
  };

  async function renderSearch(address: string) {
    const api = apiAnswering({ '/api/unauth/search': found });
    const page = await renderPage({ route: 'Search', address, publicUrl: PUBLIC_URL, serverApiCall: api });
    const document = new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${page.head ?? ''}</head><body>${page.html}</body></html>`, 'text/html');
    return { page, calls: api.calls, root: document.getElementById(SERVER_SCREEN_ROOT_ID)!, document };
  }

  test('is rendered from its call for the address: the words, the filters, the results with their snippet marked, a GET form', async () => {
    const { page, calls, root, document } = await renderSearch('/search?q=bakrey&region=3');
    expect(calls).toEqual(['/api/unauth/search?page=1&pageSize=12&q=bakrey&region=3']);
    expect(root.dataset.route).toBe('Search');
    expect(root.querySelector('h1')!.textContent).toBe('Search results for “bakrey”');
    const card = root.querySelector('article')!;
    expect(card.textContent).toContain('Bakery chain in Leeds');
    expect(card.querySelector('mark')!.textContent).toBe('Leeds');
    // The snippet's text is text: the hostile part shows as its characters, nothing of it is markup.
    expect(card.textContent).toContain(`Two shops near Leeds & ${HOSTILE}`);
    expect(root.querySelectorAll('script, img')).toHaveLength(0);
    const form = root.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect((form.querySelector('input[name="q"]') as HTMLInputElement).value).toBe('bakrey');
    // A checkbox per region with its count, the address's ticked: the form sends region=3 again before the app runs.
    const regions = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="region"]')];
    expect(regions.map((box) => [box.value, box.checked, box.closest('label')!.textContent])).toEqual([['3', true, 'Yorkshire and the Humber (1)']]);
    expect(page.title).toBe('Search results for “bakrey” · Insolvency Marketplace');
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, follow');
  });

  test('when the searches are throttled, is rendered saying when to try again, with a link to try, not an empty list', async () => {
    const throttled: ServerApiCall = async () => ({
      status: 429,
      body: { message: 'You have searched many times in a short while. Please try again in 20 seconds.' },
      headers: { 'retry-after': '20' },
    });
    const page = await renderPage({ route: 'Search', address: '/search?q=bakery', publicUrl: PUBLIC_URL, serverApiCall: throttled });
    const container = document.createElement('div');
    container.innerHTML = page.html;
    const root = container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)!;
    expect(root.textContent).toContain('Too many searches for a moment');
    expect(root.textContent).toContain('Please try again in 20 seconds.');
    expect(root.querySelector('a[href="/search?q=bakery"]')!.textContent).toBe('Search again');
    expect(root.querySelector('article')).toBeNull();
  });
});
