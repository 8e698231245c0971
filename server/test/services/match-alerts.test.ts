import { eq, like } from 'drizzle-orm';
import { londonToday } from '@insolvency/shared-contracts';
import { jobs, postingPeriods, users } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/db/seed/reference-labels';
import { getMailPreferences } from '../../src/services/interest/mail-preferences';
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBED, unsubscribeUrl } from '../../src/services/interest/unsubscribe-links';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';

// Match alerts: when a period starts, one mail per matching buyer, queued with the
// announcement, once per buyer and period, with a one-click unsubscribe.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

interface QueuedMail {
  mail: { to: string; subject: string; headers?: Record<string, string> };
}

test('a post going live queues one alert per matching buyer, skipping suppressed and unconfirmed addresses', async () => {
  const seller = await createSeller(t.db);
  const matching = await createBuyerWithCriteria(t.db, { locations: [13], keywords: 'tannery' });
  const other = await createBuyerWithCriteria(t.db, { locations: [13], keywords: 'brewery' });
  const suppressed = await createBuyerWithCriteria(t.db, { locations: [13] }, { email1DisableReason: 'bounce' });
  const unconfirmed = await createBuyerWithCriteria(t.db, { locations: [13] }, { emailConfirmed: false });
  const post = await createPost(t.db, { createdBy: seller.id, locationIds: [13], activityHeading: 'Historic Tannery', today: londonToday() });
  // The factory marks started periods announced; this one has not been yet.
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));

  expect(await t.app.ctx.wentLive.sweep(t.app.ctx)).toBeGreaterThanOrEqual(1);
  const queued = await t.db.select().from(jobs).where(like(jobs.dedupeKey, `match-alert:${post.periods[0].id}:%`));
  expect(queued.map((job) => job.dedupeKey)).toEqual([`match-alert:${post.periods[0].id}:${matching.id}`]);
  const { mail } = queued[0].payload as QueuedMail;
  expect(mail.to).toBe(matching.email1);
  expect(mail.subject).toContain('Historic Tannery');
  for (const user of [other, suppressed, unconfirmed]) expect(JSON.stringify(queued)).not.toContain(user.email1);
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.id, post.periods[0].id));
  expect(period.interestedPartiesEmailed).toBe(1);

  // Announced once: a second sweep queues nothing more.
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  expect(await t.db.select().from(jobs).where(like(jobs.dedupeKey, `match-alert:${post.periods[0].id}:%`))).toHaveLength(1);
});

test('the alert carries List-Unsubscribe for match alerts only; the one-click POST turns them off, a forged link is refused', async () => {
  const buyer = await createBuyerWithCriteria(t.db, { locations: [11] });
  const post = await createPost(t.db, { locationIds: [11], today: londonToday() });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, `match-alert:${post.periods[0].id}:${buyer.id}`));
  const { headers } = (job.payload as QueuedMail).mail;
  const link = unsubscribeUrl(t.app.ctx, buyer.id, 'alerts');
  expect(new URL(link).searchParams.get('k')).toBe('alerts');
  expect(headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  const path = new URL(link).pathname + new URL(link).search;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  expect(page.body).toContain(UNSUBSCRIBED.alerts.question);
  expect(await getMailPreferences(t.app.ctx, buyer.id)).toEqual({ alertFrequency: 'each', matchAlerts: true, watchlistReminders: true });

  const forged = await t.app.inject({ method: 'POST', url: `/api/unauth/unsubscribe?u=${buyer.id}&k=alerts&sig=forged` });
  expect(forged.statusCode).toBe(400);
  expect(forged.json().message).toBe(UNSUBSCRIBE_INVALID);
  // The alerts' signature does not open the watchlist kind.
  const otherKind = await t.app.inject({ method: 'POST', url: path.replace('k=alerts', 'k=watchlist') });
  expect(otherKind.statusCode).toBe(400);

  // As a mail program sends it (RFC 8058): a form body, JSON back.
  const res = await t.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: UNSUBSCRIBED.alerts.done });
  expect(await getMailPreferences(t.app.ctx, buyer.id)).toEqual({ alertFrequency: 'each', matchAlerts: false, watchlistReminders: true });
  // Other mail still reaches the address.
  const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
  expect(after.email1DisableReason).toBeNull();

  // The next matching post queues no alert for them.
  const next = await createPost(t.db, { locationIds: [11], today: londonToday() });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, next.id));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, `match-alert:${next.periods[0].id}:${buyer.id}`))).toEqual([]);
});

test("the page's button (a browser's POST) answers a page saying what was turned off and how to turn it back on", async () => {
  const buyer = await createBuyerWithCriteria(t.db);
  const link = new URL(unsubscribeUrl(t.app.ctx, buyer.id, 'watchlist'));
  const res = await t.app.inject({
    method: 'POST',
    url: link.pathname + link.search,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain(UNSUBSCRIBED.watchlist.done);
  expect(res.body).toContain('turn on &#39;Watchlist reminders&#39; under E-mail in your preferences');
  expect(res.body).toContain('<a href="http://localhost:3000/user/email-preferences">Your e-mail preferences</a>');
  expect(await getMailPreferences(t.app.ctx, buyer.id)).toEqual({ alertFrequency: 'each', matchAlerts: true, watchlistReminders: false });
});
