import { expect, test } from '../../fixtures/journey';

// A page the server does not render (the visitor's Register page) is drawn in the browser from the
// shell's page: its hints (server/src/delivery/preload-hints.ts) come as its Link header and, for
// the shell's own scripts, as <link> elements the shell waits for before its later scripts.
test("a page drawn in the browser fetches the shell's own scripts first and its route's later scripts only once they are in", async ({ page }) => {
  const requested: string[] = [];
  const finishedAt = new Map<string, number>();
  const startedAt = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    requested.push(pathname);
    if (!startedAt.has(pathname)) startedAt.set(pathname, Date.now());
  });
  page.on('requestfinished', (request) => finishedAt.set(new URL(request.url()).pathname, Date.now()));

  const response = await page.goto('/register/');
  await expect(page.getByRole('link', { name: /Interested Party/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The shell's scripts as the server wrote them in the page (the shell adds its later preloads after them).
  const html = (await response?.text()) ?? '';
  const pageScripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(([, href]) => href);
  const everyPage = pageScripts.find((pathname) => pathname.startsWith('/every-page.'));
  expect(everyPage).toBeDefined();
  // The header names the same scripts first, then the registry, the manifest and the later list.
  const hinted = String(response?.headers().link ?? '')
    .split(', ')
    .map((link) => link.slice(1, link.indexOf('>')));
  expect(hinted.slice(0, pageScripts.length)).toEqual(pageScripts);
  expect(hinted.slice(pageScripts.length)).toEqual(['/remotes.json', '/remotes/public/mf-manifest.json', '/route-preloads?path=%2Fregister%2F']);

  // Fetched once each, every-page before the later list, and the later scripts after it is in.
  expect(requested.filter((pathname) => pathname === everyPage)).toHaveLength(1);
  expect(requested.indexOf(everyPage!)).toBeLessThan(requested.indexOf('/route-preloads'));
  expect(startedAt.get('/route-scripts')).toBeGreaterThanOrEqual(finishedAt.get(everyPage!)!);
});
