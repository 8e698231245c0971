// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { eq } from 'drizzle-orm';
import { addDays, londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { postingPeriods } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import type { PostWentLive } from '../../src/services/posts/went-live';
import { createPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { bearerFor } from '../sessions';

// The event the match alerts subscribe to: once per period when it starts, whoever acts
// (Post Now) or nobody (a scheduled start), and once only even when sweeps run side by side.

const day = 24 * 60 * 60 * 1000;
let clock = Date.now();
let t: TestApp;
const seen: PostWentLive[] = [];
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await seedReferenceLabels(t.db);
  t.app.ctx.wentLive.subscribe('test', async (_tx, event) => {
    seen.push(event);
  });
});
afterAll(async () => t?.close());
beforeEach(() => {
  seen.length = 0;
});

test('Post Now announces the post at once', async () => {
  const seller = await createSeller(t.db);
  const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
  const today = londonToday(new Date(clock));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/seller/post-draft?id=${draft.id}`,
    payload: { StartDate: today, EndDate: addDays(today, 27) },
    headers: { authorization: await bearerFor(t, seller) },
  });
  expect(res.statusCode).toBe(200);
  await t.app.ctx.settled();
  expect(seen.filter((e) => e.postId === draft.id)).toEqual([expect.objectContaining({ postId: draft.id, startDate: today })]);
});

test('a scheduled post is announced by the sweep on its start date, not before, and only once', async () => {
  const today = londonToday(new Date(clock));
  const post = await createPost(t.db, { status: SITE_STATUS.scheduled, today });
  // The factory's scheduled period starts in 5 days.
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  expect(seen.filter((e) => e.postId === post.id)).toEqual([]);

  clock += 5 * day;
  const counts = await Promise.all([t.app.ctx.wentLive.sweep(t.app.ctx), t.app.ctx.wentLive.sweep(t.app.ctx)]);
  expect(seen.filter((e) => e.postId === post.id)).toHaveLength(1);
  expect(counts[0]).toBeGreaterThanOrEqual(1);
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.postId, post.id));
  expect(period.buyersNotifiedAt).not.toBeNull();
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  expect(seen.filter((e) => e.postId === post.id)).toHaveLength(1);
});

test('a failing subscriber leaves the period to be announced again', async () => {
  const today = londonToday(new Date(clock));
  const post = await createPost(t.db, { status: SITE_STATUS.scheduled, today });
  clock += 5 * day;
  t.app.ctx.wentLive.subscribe('flaky', async () => {
    throw new Error('mail server down');
  });
  await expect(t.app.ctx.wentLive.sweep(t.app.ctx)).rejects.toThrow('mail server down');
  const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.postId, post.id));
  expect(period.buyersNotifiedAt).toBeNull();
  t.app.ctx.wentLive.subscribe('flaky', async () => undefined);
  await t.app.ctx.wentLive.sweep(t.app.ctx);
  expect(seen.filter((e) => e.postId === post.id).length).toBeGreaterThanOrEqual(1);
});
