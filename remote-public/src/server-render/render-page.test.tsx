/**
 * React's Node renderer (the server build's), with jsdom only to read the documents it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import type { PostTeaser } from '@insolvency/shared-contracts';
import { buildPostTeaser } from '@insolvency/shared-contracts/testing';
import { renderPage } from './render-page';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

const PUBLIC_URL = 'https://market.example';

const teaser = buildPostTeaser({ businessId: 42, reference: 'LEEDS-7', activityHeading: 'Bakery and cafe chain in Leeds' });

/** Markup and script breakers, and the quotes that would end an attribute. */
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&amp;`;

async function renderDocument(request: Parameters<typeof renderPage>[0]) {
  const { html } = await renderPage(request);
  return { html, document: new DOMParser().parseFromString(html, 'text/html') };
}

const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');
const structuredData = (document: Document) => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);

test('a teaser is a whole document with the post in it: heading, reference, locations, sector, bands, sale dates, firm and the way in', async () => {
  const { html, document } = await renderDocument({ page: 'post-teaser', teaser, publicUrl: PUBLIC_URL });
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(document.documentElement.lang).toBe('en-GB');
  expect(document.querySelector('h1')!.textContent).toBe(teaser.activityHeading);
  const text = document.querySelector('main')!.textContent;
  for (const shown of ['Reference LEEDS-7', 'Yorkshire and the Humber, North East', 'Food and drink', '£1m to £5m', '11 to 50', '20 November 2026', '17 December 2026', 'Begbies & Partners LLP']) {
    expect(text).toContain(shown);
  }
  expect(text).toContain('Log in or register to see the full details and express interest.');
  expect([...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toEqual(['/login', '/register/']);
});

test('its head names the page for search engines and link previews: title, description, canonical URL, Open Graph, Twitter card and schema.org data', async () => {
  const { document } = await renderDocument({ page: 'post-teaser', teaser, publicUrl: PUBLIC_URL });
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
    const { html, document } = await renderDocument({ page: 'post-teaser', teaser: hostile, publicUrl: PUBLIC_URL });
    expect(document.querySelectorAll('img, script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(document.querySelector('main')!.textContent).toContain(HOSTILE);
    expect(JSON.stringify(structuredData(document))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    if (field === 'activityHeading') {
      expect(meta(document, 'meta[property="og:title"]')).toBe(HOSTILE);
      expect(document.title).toBe(`${HOSTILE} · Insolvency Marketplace`);
    }
  },
);

test('the page of a post no longer for sale says so, keeps out of search results and carries no offer', async () => {
  const { document } = await renderDocument({ page: 'post-teaser-gone', teaser: { ...teaser, activityHeading: HOSTILE }, publicUrl: PUBLIC_URL });
  expect(document.querySelector('h1')!.textContent).toBe('This opportunity is no longer for sale');
  expect(document.querySelector('main')!.textContent).toContain(`${HOSTILE} (reference LEEDS-7) has been withdrawn, sold or has reached the end of its sale period.`);
  expect(meta(document, 'meta[name="robots"]')).toBe('noindex');
  expect(document.querySelectorAll('script, img')).toHaveLength(0);
});
