/**
 * React's Node renderer (the server build's), with jsdom only to read the documents it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { SERVER_SCREEN_ROOT_ID, type PostTeaser, type PostTeaserAnswer } from '@insolvency/shared-contracts';
import { buildPostTeaser } from '@insolvency/shared-contracts/testing';
import { renderPage } from './render-page';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

const PUBLIC_URL = 'https://market.example';

const teaser = buildPostTeaser({ businessId: 42, reference: 'LEEDS-7', activityHeading: 'Bakery and cafe chain in Leeds' });

/** Markup and script breakers, and the quotes that would end an attribute. */
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&amp;`;

/** The teaser's screen in a page as the server puts it in the shell's (server/src/delivery/server-render/shell-page.ts). */
async function renderDocument(answer: PostTeaserAnswer) {
  const page = await renderPage({ page: 'post-teaser', answer, publicUrl: PUBLIC_URL });
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
