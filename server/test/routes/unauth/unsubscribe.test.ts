import { createHmac } from 'node:crypto';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { getMailPreferences } from '../../../src/services/interest/mail-preferences';
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBED, unsubscribeUrl } from '../../../src/services/interest/unsubscribe-links';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

/** The link the first match alerts carried, before mail had kinds: the user and a signature of the user alone. */
function firstAlertsLink(userId: number): string {
  const sig = createHmac('sha256', t.app.ctx.config.jwtSecret).update(`unsubscribe:${userId}`).digest('base64url');
  return `/api/unauth/unsubscribe?u=${userId}&sig=${sig}`;
}

describe('an unsubscribe link of the first match alerts (no kind)', () => {
  test('its page asks about match alerts and its button keeps the link as it is', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const page = await t.app.inject({ method: 'GET', url: firstAlertsLink(buyer.id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(UNSUBSCRIBED.alerts.question);
    expect(page.body).not.toContain('k=');
    // Its content in a main landmark, as every page of the product.
    expect(page.body).toMatch(/<main><h1>[^<]+<\/h1>.*<\/main>/s);
  });

  test('still stops match alerts, and nothing else', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const res = await t.app.inject({ method: 'POST', url: firstAlertsLink(buyer.id), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBED.alerts.done });
    expect(await getMailPreferences(t.app.ctx, buyer.id)).toEqual({ alertFrequency: 'each', matchAlerts: false, watchlistReminders: true });
  });

  test("a kind's signature without its kind, or a forged one, is refused and changes nothing", async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const withKind = new URL(unsubscribeUrl(t.app.ctx, buyer.id, 'watchlist'));
    withKind.searchParams.delete('k');
    for (const url of [withKind.pathname + withKind.search, `/api/unauth/unsubscribe?u=${buyer.id}&sig=forged`]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNSUBSCRIBE_INVALID);
    }
    expect(await getMailPreferences(t.app.ctx, buyer.id)).toEqual({ alertFrequency: 'each', matchAlerts: true, watchlistReminders: true });
  });
});
