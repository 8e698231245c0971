// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { eq, sql } from 'drizzle-orm';
import { addDays, londonToday } from '@insolvency/shared-contracts';
import { buyerPreferences, postingPeriods, posts, watchlist } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { queueDueDigests } from '../../src/services/interest/match-digest';
import { SCHEDULED_MAILS_QUEUE, ScheduledMails, sweepCron } from '../../src/services/interest/scheduled-mails';
import { queueWatchlistReminders } from '../../src/services/interest/watchlist-reminders';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost, type TestPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { mailJobs } from '../queued-mails';

// The mails the background sweep sends by the clock: daily digests and watchlist reminders.
// The app's clock is moved a day at a time; "today" is its London date.

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedReferenceLabels(t.db);
  // Queued mails stay in the queue with their text to be read (the worker would deliver them and keep only to/subject).
  await t.app.ready();
  await t.app.mailer.queue.stop();
});
afterAll(async () => t?.close());
afterEach(() => {
  clock = Date.now();
});

interface QueuedMail {
  mail: { to: string; subject: string; text: string; headers?: Record<string, string> };
}
const mailsKeyed = async (prefix: string) => (await mailJobs(t.db, { keyPrefix: prefix })).map((job) => ({ key: job.singletonKey, ...(job.data as QueuedMail).mail }));

/** A post whose period starts today and has not been announced yet. */
async function goingLive(fields: Parameters<typeof createPost>[1]): Promise<TestPost> {
  const post = await createPost(t.db, { ...fields, today: londonToday(new Date(clock)) });
  await t.db.update(postingPeriods).set({ buyersNotifiedAt: null }).where(eq(postingPeriods.postId, post.id));
  return post;
}

describe('the daily digest', () => {
  test('two posts going live the same day: one digest listing both, the day after; none on a day without matches', async () => {
    const seller = await createSeller(t.db);
    const buyer = await createBuyerWithCriteria(t.db, { locations: [12] });
    const eachPost = await createBuyerWithCriteria(t.db, { locations: [12] });
    await t.db.update(buyerPreferences).set({ alertFrequency: 'daily' }).where(eq(buyerPreferences.userId, buyer.id));
    const day = londonToday(new Date(clock));
    const mill = await goingLive({ createdBy: seller.id, locationIds: [12], activityHeading: 'Paper Mill' });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    const press = await goingLive({ createdBy: seller.id, locationIds: [12], activityHeading: 'Printing Press' });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    // The worker (stopped here) would turn each post's fan-out into its alerts first.
    await t.app.mailer.queue.expandFanOuts();

    // No per-post alert for the digest buyer; the other buyer gets one per post.
    // An alert is written as it leaves: its queue key names the period and the buyer.
    const alertsFor = async (buyerId: number) => (await mailsKeyed('match-alert:')).filter((mail) => mail.key?.endsWith(`:${buyerId}`));
    expect(await alertsFor(buyer.id)).toEqual([]);
    expect(await alertsFor(eachPost.id)).toHaveLength(2);
    // Both counted as e-mailed on the certificate.
    const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.id, mill.periods[0].id));
    expect(period.interestedPartiesEmailed).toBe(2);

    // The day is not over: nothing yet.
    expect(await queueDueDigests(t.app.ctx)).toBe(0);
    clock += DAY_MS;
    expect(await queueDueDigests(t.app.ctx)).toBe(1);
    const digests = await mailsKeyed(`match-digest:${buyer.id}:`);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ key: `match-digest:${buyer.id}:${day}`, to: buyer.email1, subject: expect.stringContaining('2 new postings') });
    expect(digests[0].text).toContain('Paper Mill');
    expect(digests[0].text).toContain('Printing Press');
    expect(digests[0].text).toContain(`/post/${press.id}`);
    expect(digests[0].headers?.['List-Unsubscribe']).toContain('k=alerts');

    // Sent once; the next day had no match, so no mail.
    expect(await queueDueDigests(t.app.ctx)).toBe(0);
    clock += DAY_MS;
    expect(await queueDueDigests(t.app.ctx)).toBe(0);
    expect(await mailsKeyed(`match-digest:${buyer.id}:`)).toHaveLength(1);
  });

  test('a post withdrawn before the digest leaves is not in it; a day whose only match was withdrawn sends none', async () => {
    const seller = await createSeller(t.db);
    const buyer = await createBuyerWithCriteria(t.db, { locations: [9] });
    await t.db.update(buyerPreferences).set({ alertFrequency: 'daily' }).where(eq(buyerPreferences.userId, buyer.id));
    const kept = await goingLive({ createdBy: seller.id, locationIds: [9], activityHeading: 'Boat Yard' });
    const withdrawn = await goingLive({ createdBy: seller.id, locationIds: [9], activityHeading: 'Cider Press' });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    await t.db.update(posts).set({ withdrawnAt: new Date(clock) }).where(eq(posts.id, withdrawn.id));
    clock += DAY_MS;
    await queueDueDigests(t.app.ctx);
    const [digest] = await mailsKeyed(`match-digest:${buyer.id}:`);
    expect(digest.text).toContain('Boat Yard');
    expect(digest.text).toContain(`/post/${kept.id}`);
    expect(digest.text).not.toContain('Cider Press');

    await t.db.update(posts).set({ withdrawnAt: new Date(clock) }).where(eq(posts.id, kept.id));
    const onlyMatch = await goingLive({ createdBy: seller.id, locationIds: [9], activityHeading: 'Tannery' });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    await t.db.update(posts).set({ withdrawnAt: new Date(clock) }).where(eq(posts.id, onlyMatch.id));
    clock += DAY_MS;
    await queueDueDigests(t.app.ctx);
    expect(await mailsKeyed(`match-digest:${buyer.id}:`)).toHaveLength(1);
  });

  test('a buyer who unsubscribed from match alerts before the digest left gets none', async () => {
    const buyer = await createBuyerWithCriteria(t.db, { locations: [10] });
    await t.db.update(buyerPreferences).set({ alertFrequency: 'daily' }).where(eq(buyerPreferences.userId, buyer.id));
    await goingLive({ locationIds: [10] });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    await t.db.update(buyerPreferences).set({ matchAlerts: false }).where(eq(buyerPreferences.userId, buyer.id));
    clock += DAY_MS;
    await queueDueDigests(t.app.ctx);
    expect(await mailsKeyed(`match-digest:${buyer.id}:`)).toEqual([]);
  });
});

describe('watchlist reminders', () => {
  test('one mail when a saved post is 3 days from its end, never again; not before, not for an unsaved post', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const other = await createBuyerWithCriteria(t.db);
    const today = londonToday(new Date(clock));
    const post = await createPost(t.db, { activityHeading: 'Seaside Hotel', periods: [{ startDate: addDays(today, -20), endDate: addDays(today, 7) }], today });
    await t.db.insert(watchlist).values({ userId: buyer.id, postId: post.id });
    const reminders = () => mailsKeyed(`watchlist-reminder:${post.id}:`);

    await queueWatchlistReminders(t.app.ctx);
    expect(await reminders()).toEqual([]);
    clock += 3 * DAY_MS; // 4 days to go
    await queueWatchlistReminders(t.app.ctx);
    expect(await reminders()).toEqual([]);
    clock += DAY_MS; // 3 days to go
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(1);
    const [mail] = await reminders();
    expect(mail).toMatchObject({ key: `watchlist-reminder:${post.id}:${buyer.id}:${addDays(today, 7)}`, to: buyer.email1, subject: 'A saved posting ends soon: Seaside Hotel' });
    expect(mail.headers?.['List-Unsubscribe']).toContain('k=watchlist');
    expect(mail.text).toContain(`/post/${post.id}`);

    // Once: later sweeps and days add nothing; the other buyer never saved it.
    clock += DAY_MS;
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(0);
    expect(await reminders()).toHaveLength(1);
    expect(JSON.stringify(await reminders())).not.toContain(other.email1);
  });

  test('an end date extended after the reminder: reminded again when the new end is 3 days away, once', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const today = londonToday(new Date(clock));
    const post = await createPost(t.db, { activityHeading: 'Canal Boatyard', periods: [{ startDate: addDays(today, -20), endDate: addDays(today, 3) }], today });
    await t.db.insert(watchlist).values({ userId: buyer.id, postId: post.id });
    const reminders = () => mailsKeyed(`watchlist-reminder:${post.id}:`);
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(1);

    const newEnd = addDays(today, 8);
    await t.db.update(postingPeriods).set({ endDate: newEnd }).where(eq(postingPeriods.postId, post.id));
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(0);
    clock += 4 * DAY_MS; // 4 days to the new end
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(0);
    clock += DAY_MS; // 3 days to the new end
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(1);
    expect((await reminders()).map((mail) => mail.key)).toEqual([`watchlist-reminder:${post.id}:${buyer.id}:${addDays(today, 3)}`, `watchlist-reminder:${post.id}:${buyer.id}:${newEnd}`]);
    clock += DAY_MS;
    expect(await queueWatchlistReminders(t.app.ctx)).toBe(0);
  });

  test('none for a buyer who turned reminders off, nor for a post no longer For Sale', async () => {
    const quiet = await createBuyerWithCriteria(t.db);
    await t.db.update(buyerPreferences).set({ watchlistReminders: false }).where(eq(buyerPreferences.userId, quiet.id));
    const buyer = await createBuyerWithCriteria(t.db);
    const today = londonToday(new Date(clock));
    const endingSoon = await createPost(t.db, { periods: [{ startDate: addDays(today, -20), endDate: addDays(today, 2) }], today });
    const expired = await createPost(t.db, { periods: [{ startDate: addDays(today, -30), endDate: addDays(today, -3) }], today });
    await t.db.insert(watchlist).values([
      { userId: quiet.id, postId: endingSoon.id },
      { userId: buyer.id, postId: expired.id },
    ]);
    await queueWatchlistReminders(t.app.ctx);
    expect(await mailsKeyed(`watchlist-reminder:${endingSoon.id}:`)).toEqual([]);
    expect(await mailsKeyed(`watchlist-reminder:${expired.id}:`)).toEqual([]);
  });
});

describe("the sweep's trigger", () => {
  const started: ScheduledMails[] = [];
  /** A sweep as an API instance starts it (server.ts); the pg-boss worker looks for jobs every half second. */
  const startSweep = async (intervalMs: number) => {
    const sweep = new ScheduledMails(t.app.log, { workerPollSeconds: 0.5 });
    started.push(sweep);
    await sweep.start(t.app.ctx, intervalMs);
    return sweep;
  };
  const schedules = async () =>
    ((await t.db.execute(sql`select name, cron from pgboss.schedule where name = ${SCHEDULED_MAILS_QUEUE}`)) as unknown as { rows: Array<{ name: string; cron: string }> }).rows;
  /** Asks `read` every 100 ms until it answers what `done` accepts (or `timeoutMs` passed); answers the last answer. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    let value = await read();
    while (!done(value) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  }
  afterEach(async () => {
    await Promise.all(started.splice(0).map((sweep) => sweep.stop()));
  });

  /** A buyer of daily digests with a match going live today: their digest is due tomorrow. */
  async function digestBuyerWithMatch(location: number) {
    const buyer = await createBuyerWithCriteria(t.db, { locations: [location] });
    await t.db.update(buyerPreferences).set({ alertFrequency: 'daily' }).where(eq(buyerPreferences.userId, buyer.id));
    await goingLive({ locationIds: [location], activityHeading: 'Rope Walk' });
    await t.app.ctx.wentLive.sweep(t.app.ctx);
    return buyer;
  }

  test('below a minute (journeys, tests) an in-process timer sweeps at start and every interval; no pg-boss schedule', async () => {
    const buyer = await digestBuyerWithMatch(13);
    clock += DAY_MS;
    await startSweep(500);
    expect(await eventually(() => mailsKeyed(`match-digest:${buyer.id}:`), (mails) => mails.length > 0)).toHaveLength(1);

    const later = await digestBuyerWithMatch(11);
    clock += DAY_MS;
    // Queued by a later tick of the timer.
    expect(await eventually(() => mailsKeyed(`match-digest:${later.id}:`), (mails) => mails.length > 0)).toHaveLength(1);
    expect(await schedules()).toEqual([]);
  });

  test('the cron is the interval in whole minutes', () => {
    expect(sweepCron(60_000)).toBe('* * * * *');
    expect(sweepCron(90_000)).toBe('* * * * *');
    expect(sweepCron(300_000)).toBe('*/5 * * * *');
    expect(sweepCron(3_600_000)).toBe('0 * * * *');
  });

  test('from a minute on, two instances on one database register one pg-boss schedule; the last start sets its cron', async () => {
    await Promise.all([startSweep(60_000), startSweep(60_000)]);
    expect(await schedules()).toEqual([{ name: SCHEDULED_MAILS_QUEUE, cron: '* * * * *' }]);
    // The tick at start: pg-boss's cron sends one sweep job for both instances (its worker moves it in within 5 s).
    const jobs = async (queue: string) =>
      ((await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    // pg-boss's cron monitor looks every 30 s and its send-it worker every 5 s: the tick comes up to
    // ~35 s after the start, later on a loaded machine (CI runs the fault scripts beside these tests).
    expect(await eventually(() => jobs(SCHEDULED_MAILS_QUEUE), (n) => n > 0, 80_000)).toBe(1);
    expect(await jobs('__pgboss__send-it')).toBe(1);

    await startSweep(300_000);
    expect(await schedules()).toEqual([{ name: SCHEDULED_MAILS_QUEUE, cron: '*/5 * * * *' }]);
  }, 120_000);

  test("the schedule's job, run by the worker, queues the due digests", async () => {
    await startSweep(300_000);
    const buyer = await digestBuyerWithMatch(8);
    clock += DAY_MS;
    // The job pg-boss's cron would send at the next tick.
    const boss = t.app.mailer.queue.boss;
    const id = await boss.send(SCHEDULED_MAILS_QUEUE, {});
    expect(id).toBeTruthy();
    const state = async () => (await boss.getJobById(SCHEDULED_MAILS_QUEUE, id!))?.state;
    expect(await eventually(state, (value) => value === 'completed')).toBe('completed');
    const [digest] = await mailsKeyed(`match-digest:${buyer.id}:`);
    expect(digest).toMatchObject({ to: buyer.email1, subject: expect.stringContaining('1 new posting') });
    expect(digest.text).toContain('Rope Walk');
  });
});
