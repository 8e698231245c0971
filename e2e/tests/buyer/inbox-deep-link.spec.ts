import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';

test.use({ storageState: storageStatePath('buyer') });

/** CDP's Runtime.StackTrace, as far as read here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** Every script URL on a request initiator's stack, async parents included. */
function scriptsOnStack(stack: StackTrace | undefined): string[] {
  return stack ? [...stack.callFrames.map((frame) => frame.url), ...scriptsOnStack(stack.parent)] : [];
}

test("a logged-in buyer opening the inbox by its address gets the first page from one request, made by the shell's start-up script and taken by the screen", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const inboxRequests: string[][] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/api/buyer/posts-by-criteria') inboxRequests.push(scriptsOnStack(initiator.stack));
  });

  for (const load of [1, 2]) {
    if (load === 1) await page.goto('/posting-inbox/');
    else await page.reload();
    await expect(page.getByRole('list', { name: 'Your postings' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/postings? match(es)? your preferences/)).toBeVisible();
    // One request a load: an early answer is taken once, by the load that made it, and the screen makes no second one.
    expect(inboxRequests).toHaveLength(load);
    const scripts = inboxRequests[load - 1].map((url) => new URL(url, 'http://page').pathname);
    expect(scripts.some((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => path.startsWith('/remotes/'))).toBe(false);
  }
});
