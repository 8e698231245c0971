import { eq, like } from 'drizzle-orm';
import { londonToday } from '@insolvency/shared-contracts';
import { jobs, postingPeriods, users } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/db/seed/reference-labels';
import { unsubscribeUrl, UNSUBSCRIBE_MESSAGES } from '../../src/services/interest/match-alerts';
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

test('the alert carries List-Unsubscribe; the one-click POST unsubscribes, a forged link is refused', async () => {
  const buyer = await createBuyerWithCriteria(t.db, { locations: [11] });
  const post = await createPost(t.db, { locationIds: [11], today: londonToday() });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, `match-alert:${post.periods[0].id}:${buyer.id}`));
  const { headers } = (job.payload as QueuedMail).mail;
  const link = unsubscribeUrl(t.app.ctx, buyer.id);
  expect(headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  const path = new URL(link).pathname + new URL(link).search;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  const [before] = await t.db.select().from(users).where(eq(users.id, buyer.id));
  expect(before.email1DisableReason).toBeNull();

  const forged = await t.app.inject({ method: 'POST', url: `/api/unauth/unsubscribe?u=${buyer.id}&sig=forged` });
  expect(forged.statusCode).toBe(400);
  expect(forged.json().message).toBe(UNSUBSCRIBE_MESSAGES.invalid);
  const res = await t.app.inject({ method: 'POST', url: path });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.done });
  const [after] = await t.db.select().from(users).where(eq(users.id, buyer.id));
  expect(after.email1DisableReason).toBe('unsubscribe');
});
