// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { eq } from 'drizzle-orm';
import { addDays, londonToday, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@insolvency/shared-contracts';
import type { SaveSearchRequest } from '@insolvency/shared-contracts/schemas';
import { buyerPreferences, matchDigestEntries, postingPeriods, users } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { queueDueDigests } from '../../src/services/interest/match-digest';
import { UNSUBSCRIBED } from '../../src/services/interest/unsubscribe-links';
import type { MailMessage } from '../../src/services/mail';
import { mailsTo } from '../accounts-support';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost, type CreatePostOverrides } from '../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { mailJobs } from '../queued-mails';
import { bearerFor } from '../sessions';

// Saved-search alerts: a post going live that a buyer's saved search finds is mailed to them
// once (at once, or in the daily digest), through the match alerts' path; one mail per post
// and buyer however many of their searches and criteria find it.

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db);
  // The tests deliver queued alerts themselves (allMailSent), so that each reads a settled queue.
  await t.app.ready();
  await t.app.mailer.queue.stop();
});
afterAll(async () => t?.close());

async function saveSearch(buyer: TestUser, body: SaveSearchRequest) {
  const res = await t.app.inject({ method: 'POST', url: '/api/buyer/saved-searches', payload: body, headers: { authorization: await bearerFor(t, buyer) } });
  expect(res.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.saved });
}

async function savedSearches(buyer: TestUser): Promise<SavedSearch[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/buyer/saved-searches', headers: { authorization: await bearerFor(t, buyer) } })).json();
}

/** A post whose period starts today, announced by the went-live sweep as a scheduled start would be. */
async function goLive(fields: CreatePostOverrides) {
  const post = await createPost(t.db, { createdBy: seller.id, ...fields, today: londonToday() });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  await t.app.mailer.queue.expandFanOuts();
  return post;
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

/** Makes today's digest entries yesterday's and queues the digests now due. */
async function digestsOfToday() {
  await t.db.update(matchDigestEntries).set({ londonDay: addDays(londonToday(), -1) }).where(eq(matchDigestEntries.londonDay, londonToday()));
  await queueDueDigests(t.app.ctx);
}

const digestTo = async (buyer: TestUser) =>
  (await mailJobs(t.db, { keyPrefix: `match-digest:${buyer.id}:` })).map((job) => (job.data as { mail: MailMessage }).mail);

test('a post the saved search finds is mailed once, at once, naming the search; a post it does not find is not', async () => {
  const buyer = await createBuyer(t.db, { forenames: 'Ada', surname: 'Baker' });
  // Misspelt as the search page tolerates it: the bakery on sale today makes 'bakrey' also mean 'bakery'.
  await createPost(t.db, { createdBy: seller.id, activityHeading: 'Village Bakery', locationIds: [4] });
  await saveSearch(buyer, { Query: 'artisan bakrey', Filters: { region: 13 }, Delivery: 'each' });
  const bakery = await goLive({ activityHeading: 'Artisan Bakery and Tea Room', locationIds: [13] });
  await goLive({ activityHeading: 'Artisan Bakery in another region', locationIds: [2] });
  await goLive({ activityHeading: 'Steel Fabrication Works', locationIds: [13] });
  await allMailSent();

  const mails = await mailsTo(t.config.outboxDir, buyer.email1);
  expect(mails.map((mail) => mail.subject)).toEqual([`New posting for your saved search "artisan bakrey": Artisan Bakery and Tea Room`]);
  expect(mails[0].text).toContain('Dear Ada Baker');
  expect(mails[0].text).toContain(`/post/${bakery.id}`);
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.id, bakery.periods[0].id));
  expect(period.interestedPartiesEmailed).toBe(1);

  // The same post live again (a repost) is not mailed again for the same search.
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, bakery.id));
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  await t.app.mailer.queue.expandFanOuts();
  await allMailSent();
  expect(await mailsTo(t.config.outboxDir, buyer.email1)).toHaveLength(1);
});

test('a saved search keeps its syntax: OR, -word and "a phrase" find what the search page finds', async () => {
  const buyer = await createBuyer(t.db);
  await saveSearch(buyer, { Query: '"tea shop" OR chandlery -marina', Delivery: 'each' });
  await goLive({ activityHeading: 'Tea shop by the harbour' });
  await goLive({ activityHeading: 'Chandlery and boat supplies' });
  await goLive({ activityHeading: 'Marina chandlery' });
  await goLive({ activityHeading: 'Shop selling tea' });
  await allMailSent();
  const subjects = (await mailsTo(t.config.outboxDir, buyer.email1)).map((mail) => mail.subject.replace(/^.*": /, '')).sort();
  expect(subjects).toEqual(['Chandlery and boat supplies', 'Tea shop by the harbour']);
});

test("the alert's one-click unsubscribe removes that saved search only; a forged one is refused", async () => {
  const buyer = await createBuyer(t.db);
  await saveSearch(buyer, { Query: 'marina chandlery', Delivery: 'each' });
  await saveSearch(buyer, { Query: 'boatyard' });
  await goLive({ activityHeading: 'Marina Chandlery', locationIds: [5] });
  await allMailSent();
  const [alert] = await mailsTo(t.config.outboxDir, buyer.email1);
  const link = new URL(alert.links.find((href) => href.includes('/api/unauth/unsubscribe'))!);
  expect(link.searchParams.get('k')).toBe('search');

  const forged = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search.replace(/s=\d+/, 's=999999')}` });
  expect(forged.statusCode).toBe(400);
  const res = await t.app.inject({ method: 'POST', url: link.pathname + link.search, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: UNSUBSCRIBED.search.done });
  expect((await savedSearches(buyer)).map((search) => search.query)).toEqual(['boatyard']);
  // Twice: the same answer.
  expect((await t.app.inject({ method: 'POST', url: link.pathname + link.search })).statusCode).toBe(200);

  await goLive({ activityHeading: 'Marina Chandlery Two', locationIds: [5] });
  await allMailSent();
  expect(await mailsTo(t.config.outboxDir, buyer.email1)).toHaveLength(1);
});

test('a daily saved search puts the post in the next digest, with a link that removes the search', async () => {
  const buyer = await createBuyer(t.db);
  await saveSearch(buyer, { Query: 'vineyard', Filters: { sector: 300 }, Delivery: 'daily' });
  await saveSearch(buyer, { Query: 'orchard', Delivery: 'daily' });
  const vineyard = await goLive({ activityHeading: 'Hillside Vineyard', primaryCategoryId: 301, locationIds: [7] });
  await goLive({ activityHeading: 'Vineyard Machinery Maker', primaryCategoryId: 102, locationIds: [7] });
  await goLive({ activityHeading: 'Cider Orchard', locationIds: [7] });
  await allMailSent();
  expect(await mailsTo(t.config.outboxDir, buyer.email1)).toHaveLength(0);

  await digestsOfToday();
  const [digest, ...more] = await digestTo(buyer);
  expect(more).toHaveLength(0);
  expect(digest.subject).toContain('2 new postings');
  expect(digest.text).toContain(`Hillside Vineyard (Ref: ${vineyard.reference.trim()}), found by your saved search "vineyard"`);
  expect(digest.text).toContain('found by your saved search "orchard"');
  expect(digest.text).not.toContain('Unsubscribe from match alerts');
  expect(digest.text).toContain('Remove the saved search "vineyard"');
  // Two searches: the one-click link turns off match alerts (nothing of the buyer's criteria is mailed anyway).
  expect(digest.headers?.['List-Unsubscribe']).toContain('k=alerts');
});

test('one mail per post and buyer: criteria and searches that all find it give one alert, at once if any of them asks for it', async () => {
  // Criteria each post + a saved search: the match alert alone.
  const both = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'tannery' });
  await saveSearch(both, { Query: 'tannery', Delivery: 'each' });
  await saveSearch(both, { Query: 'leather tannery', Delivery: 'daily' });
  // Criteria in the daily digest + a saved search each post: the saved-search alert at once, no digest line.
  const soon = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'tannery' });
  await t.db.update(buyerPreferences).set({ alertFrequency: 'daily' }).where(eq(buyerPreferences.userId, soon.id));
  await saveSearch(soon, { Query: 'tannery', Delivery: 'each' });
  // Criteria turned off (match alerts unsubscribed) + a saved search: the saved search still mails.
  const off = await createBuyerWithCriteria(t.db, { locations: [11], keywords: 'tannery' });
  await t.db.update(buyerPreferences).set({ matchAlerts: false }).where(eq(buyerPreferences.userId, off.id));
  await saveSearch(off, { Query: 'tannery' });

  const post = await goLive({ activityHeading: 'Leather Tannery', locationIds: [11] });
  await allMailSent();
  await digestsOfToday();

  const subjects = async (buyer: TestUser) => (await mailsTo(t.config.outboxDir, buyer.email1)).map((mail) => mail.subject);
  expect(await subjects(both)).toEqual(['New posting matching your preferences: Leather Tannery']);
  expect(await subjects(soon)).toEqual(['New posting for your saved search "tannery": Leather Tannery']);
  expect(await subjects(off)).toEqual(['New posting for your saved search "tannery": Leather Tannery']);
  for (const buyer of [both, soon, off]) expect(await digestTo(buyer)).toEqual([]);
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.id, post.periods[0].id));
  expect(period.interestedPartiesEmailed).toBe(3);
});

test('posts a visitor cannot find (not shown publicly) and buyers whose address is suppressed get no saved-search alert', async () => {
  const buyer = await createBuyer(t.db);
  const suppressed = await createBuyer(t.db);
  await saveSearch(buyer, { Query: 'foundry' });
  await saveSearch(suppressed, { Query: 'foundry' });
  await t.db.update(users).set({ email1DisableReason: 'bounce' }).where(eq(users.id, suppressed.id));
  await goLive({ activityHeading: 'Hidden Foundry', displayHome: false });
  await goLive({ activityHeading: 'Bronze Foundry' });
  await allMailSent();
  expect((await mailsTo(t.config.outboxDir, buyer.email1)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Bronze Foundry')]);
  expect(await mailsTo(t.config.outboxDir, suppressed.email1)).toEqual([]);
});

test('a saved search keeps every filter of the search page: several values of one filter, the appointment type and a town, matched as the search matches them', async () => {
  const buyer = await createBuyer(t.db);
  // London (1) or Yorkshire (7), in administration (1) or compulsory liquidation (3).
  await saveSearch(buyer, { Query: 'pottery', Filters: { region: [1, 7], appointment: [1, 3] }, Delivery: 'each' });
  // A town: "kiln leeds" finds the kilns of Leeds' region (Yorkshire and the Humber) as the search does.
  await saveSearch(buyer, { Query: 'kiln leeds', Delivery: 'each' });
  await goLive({ activityHeading: 'London Pottery Studio', locationIds: [1], businessStatusId: 1 });
  await goLive({ activityHeading: 'Yorkshire Pottery Works', locationIds: [7], businessStatusId: 3 });
  await goLive({ activityHeading: 'Pottery in another region', locationIds: [2], businessStatusId: 1 });
  await goLive({ activityHeading: 'Pottery in receivership', locationIds: [1], businessStatusId: 6 });
  await goLive({ activityHeading: 'Kiln makers of Harrogate', locationIds: [7] });
  await goLive({ activityHeading: 'Kiln makers of Kent', locationIds: [3] });
  await allMailSent();
  const subjects = (await mailsTo(t.config.outboxDir, buyer.email1)).map((mail) => mail.subject.replace(/^.*": /, '')).sort();
  expect(subjects).toEqual(['Kiln makers of Harrogate', 'London Pottery Studio', 'Yorkshire Pottery Works']);
});
