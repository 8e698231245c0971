// @ts-check
// One cold, throttled load of a screen of section (e), printed as a waterfall: every request with
// when it was sent, when its first byte and its last byte arrived (ms from navigation), its bytes
// on the wire and what started it. For finding the round trips on a screen's critical path.
//   node scripts/bench/waterfall.mjs [--screens=TEXT] [--port=N]   (front ends built first)
import { launchChromium, throttledPage } from './browser.mjs';
import { startProduct } from './product-server.mjs';
import { APP_LOGIN_FORM, DEMO_EMAILS, DEMO_PASSWORD, SCREENS, logInThroughApi, readyAt, shownAt, storeTokensBeforePageRuns, watchForShown } from './screens.mjs';
import { freePort, option } from './util.mjs';

const product = await startProduct({ port: Number(option('port', String(await freePort()))) });
const browser = await launchChromium();
try {
  for (const screen of SCREENS.filter((candidate) => candidate.name.includes(option('screens', '')))) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    if (screen.role) await storeTokensBeforePageRuns(context, await logInThroughApi(product.baseUrl, screen.role));
    await watchForShown(context, screen.ready);
    const { page, cdp } = await throttledPage(context);
    /** @type {Map<string, { url: string, sent: number, firstByte?: number, done?: number, bytes?: number, initiator: string }>} */
    const requests = new Map();
    let navigationStart = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      if (!navigationStart) navigationStart = event.timestamp;
      const initiatorUrl = event.initiator.url ?? event.initiator.stack?.callFrames[0]?.url ?? '';
      if (process.env.WATERFALL_STACKS && event.request.url.includes('/api/')) {
        /** @type {string[]} */
        const names = [];
        for (let stack = event.initiator.stack; stack; stack = stack.parent) names.push(...stack.callFrames.map((frame) => frame.functionName || '?'));
        console.log(event.request.url.replace(product.baseUrl, ''), '<-', names.slice(0, 25).join(' < '));
      }
      requests.set(event.requestId, { url: event.request.url, sent: event.timestamp, initiator: `${event.initiator.type} ${initiatorUrl.replace(product.baseUrl, '')}` });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = requests.get(event.requestId);
      if (entry) entry.firstByte = event.timestamp;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = requests.get(event.requestId);
      if (entry) Object.assign(entry, { done: event.timestamp, bytes: event.encodedDataLength });
    });
    if (process.env.WATERFALL_STACKS) page.on('console', (message) => console.log('console:', message.text()));
    await page.goto(`${product.baseUrl}${screen.path}`, { waitUntil: 'commit' });
    if (screen.logInAs) {
      // As screens.mjs: the login form loaded and the network quiet, the waterfall starts at the submit.
      await page.waitForFunction(readyAt, APP_LOGIN_FORM, { polling: 'raf', timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      requests.clear();
      navigationStart = 0;
      await page.getByLabel(/^e-?mail/i).fill(DEMO_EMAILS[screen.logInAs]);
      await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
      await page.locator('#root main button[type="submit"]').click();
    }
    const shown = await shownAt(cdp);
    const live = await shownAt(cdp, 120_000, { live: true });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const at = (/** @type {number | undefined} */ seconds) => (seconds === undefined ? '   -' : String(Math.round((seconds - navigationStart) * 1000)).padStart(5));
    console.log(`\n== ${screen.name}: shown at ${Math.round(Number(shown))} ms, live at ${Math.round(Number(live))} ms (performance.now)`);
    console.log(' sent first  last   bytes  url  <- initiator');
    for (const entry of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
      console.log(`${at(entry.sent)} ${at(entry.firstByte)} ${at(entry.done)} ${String(entry.bytes ?? '-').padStart(7)}  ${entry.url.replace(product.baseUrl, '')}  <- ${entry.initiator}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}

