// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { londonToday } from '@insolvency/shared-contracts';
import { postingPeriods, users } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { getMailPreferences } from '../../src/services/interest/mail-preferences';
import { queueMatchAlerts } from '../../src/services/interest/match-alerts';
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBED, unsubscribeUrl } from '../../src/services/interest/unsubscribe-links';
import { mailsTo } from '../accounts-support';
import { mailJobs } from '../queued-mails';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { MATCHING_CASES } from '../matching-cases';

// Match alerts: when a period starts, one mail per matching buyer, queued with the
// announcement, once per buyer and period, with a one-click unsubscribe.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  // The tests deliver queued alerts themselves (allMailSent), so that each reads a settled queue.
  await t.app.ready();
  await t.app.mailer.queue.stop();
});
afterAll(async () => t?.close());

/** The alerts delivered to `address`, with their List-Unsubscribe headers as sent. */
async function alertsTo(address: string) {
  const mails = await mailsTo(t.config.outboxDir, address);
  return Promise.all(
    mails.map(async (mail) => {
      const parsed = await simpleParser(readFileSync(path.join(t.config.outboxDir, mail.file)));
      const header = (name: string) => parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ').replace(/^[^:]+:\s*/, '');
      return { ...mail, listUnsubscribe: header('list-unsubscribe'), listUnsubscribePost: header('list-unsubscribe-post') };
    }),
  );
}

/** Sends (or skips) every queued mail, as the worker would. */
async function allMailSent() {
  for (let tries = 0; tries < 100; tries++) {
    await t.app.mailer.queue.runDue();
    const waiting = (await mailJobs(t.db)).filter((job) => ['created', 'retry', 'active'].includes(job.state));
    if (waiting.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('queued mails were not sent within 5 s');
}

async function announce(post: { id: number }) {
  // The factory marks started periods announced; this one has not been yet.
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));
  const announced = await t.app.ctx.wentLive.sweep(t.app.ctx);
  // The worker (stopped here) would turn each post's fan-out into its alerts first.
  await t.app.mailer.queue.expandFanOuts();
  return announced;
}

test('a post going live queues one alert per matching buyer, skipping suppressed and unconfirmed addresses', async () => {
  const seller = await createSeller(t.db);
  const matching = await createBuyerWithCriteria(t.db, { locations: [13], keywords: 'tannery' });
  const other = await createBuyerWithCriteria(t.db, { locations: [13], keywords: 'brewery' });
  const suppressed = await createBuyerWithCriteria(t.db, { locations: [13] }, { email1DisableReason: 'bounce' });
  const unconfirmed = await createBuyerWithCriteria(t.db, { locations: [13] }, { emailConfirmed: false });
  const post = await createPost(t.db, { createdBy: seller.id, locationIds: [13], activityHeading: 'Historic Tannery', today: londonToday() });

  expect(await announce(post)).toBeGreaterThanOrEqual(1);
  const queued = await mailJobs(t.db, { keyPrefix: `match-alert:${post.periods[0].id}:` });
  expect(queued.map((job) => job.singletonKey)).toEqual([`match-alert:${post.periods[0].id}:${matching.id}`]);
  await allMailSent();
  const [alert, ...more] = await alertsTo(matching.email1);
  expect(more).toHaveLength(0);
  expect(alert.subject).toContain('Historic Tannery');
  expect(alert.text).toContain(`/post/${post.id}`);
  for (const user of [other, suppressed, unconfirmed]) expect(await mailsTo(t.config.outboxDir, user.email1)).toHaveLength(0);
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.id, post.periods[0].id));
  expect(period.interestedPartiesEmailed).toBe(1);

  // Announced once: a second sweep queues nothing more.
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  await t.app.mailer.queue.expandFanOuts();
  expect(await mailJobs(t.db, { keyPrefix: `match-alert:${post.periods[0].id}:` })).toHaveLength(1);
});

test('the alert carries List-Unsubscribe for match alerts only; the one-click POST turns them off, a forged link is refused', async () => {
  const buyer = await createBuyerWithCriteria(t.db, { locations: [11] });
  const post = await createPost(t.db, { locationIds: [11], today: londonToday() });
  await announce(post);
  await allMailSent();
  const [alert] = await alertsTo(buyer.email1);
  const link = unsubscribeUrl(t.app.ctx, buyer.id, 'alerts');
  expect(new URL(link).searchParams.get('k')).toBe('alerts');
  expect(alert.listUnsubscribe).toBe(`<${link}>`);
  expect(alert.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

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
  await announce(next);
  expect(await mailJobs(t.db, { key: `match-alert:${next.periods[0].id}:${buyer.id}` })).toEqual([]);
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

test('an address suppressed after the alert was queued gets no alert', async () => {
  const buyer = await createBuyerWithCriteria(t.db, { locations: [12], keywords: 'kiln works' });
  const post = await createPost(t.db, { locationIds: [12], activityHeading: 'Kiln Works', today: londonToday() });
  await announce(post);
  await t.db.update(users).set({ email1DisableReason: 'unsubscribe' }).where(eq(users.id, buyer.id));
  await allMailSent();
  expect(await mailsTo(t.config.outboxDir, buyer.email1)).toHaveLength(0);
  const [job] = await mailJobs(t.db, { key: `match-alert:${post.periods[0].id}:${buyer.id}` });
  expect(job.state).toBe('completed');
});

test('alerts of two posts written in one round of the worker: each buyer gets the alert of their own post, addressed to them', async () => {
  const tannery = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'rope walk' }, { forenames: 'Ada', surname: 'Ropewalk' });
  const brewery = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'maltings' }, { forenames: 'Ben', surname: 'Maltings' });
  const both = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'rope walk, maltings' }, { forenames: 'Cy', surname: 'Both' });
  const suppressedSince = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'rope walk' });
  const ropeWalk = await createPost(t.db, { locationIds: [11], activityHeading: 'Old Rope Walk', today: londonToday() });
  const maltings = await createPost(t.db, { locationIds: [11], activityHeading: 'Town Maltings', today: londonToday() });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(inArray(postingPeriods.postId, [ropeWalk.id, maltings.id]));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  await t.db.update(users).set({ email1DisableReason: 'bounce' }).where(eq(users.id, suppressedSince.id));
  await allMailSent();

  const subjectsTo = async (address: string) => (await alertsTo(address)).map((mail) => mail.subject).sort();
  expect(await subjectsTo(tannery.email1)).toEqual([expect.stringContaining('Old Rope Walk')]);
  expect(await subjectsTo(brewery.email1)).toEqual([expect.stringContaining('Town Maltings')]);
  expect(await subjectsTo(both.email1)).toEqual([expect.stringContaining('Old Rope Walk'), expect.stringContaining('Town Maltings')]);
  expect((await alertsTo(both.email1)).every((mail) => mail.text.includes('Cy Both'))).toBe(true);
  expect(await alertsTo(suppressedSince.email1)).toHaveLength(0);
});

describe('the alerts follow the matching table as the inbox does', () => {
  // Status is the sweep's concern (a post-went-live test covers it): only the cases of a post For Sale.
  const forSaleCases = MATCHING_CASES.filter(([, , post]) => post.status === undefined && post.sold === undefined && post.periods === undefined);
  test.each(forSaleCases)('%s', async (_name, criteria, post, matches) => {
    const buyer = await createBuyerWithCriteria(t.db, criteria);
    const created = await createPost(t.db, { ...post, today: londonToday() });
    const periodId = created.periods[0].id;
    await t.db.transaction((tx) => queueMatchAlerts(t.app.ctx, tx, { postId: created.id, periodId, startDate: londonToday() }));
    await t.app.mailer.queue.expandFanOuts();
    const queued = await mailJobs(t.db, { key: `match-alert:${periodId}:${buyer.id}` });
    expect(queued).toHaveLength(matches ? 1 : 0);
  });
});
