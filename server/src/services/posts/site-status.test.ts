import { SITE_STATUS, addDays, londonToday, type SiteStatus } from '@insolvency/shared-contracts';
import { eq } from 'drizzle-orm';
import { openTestDatabase, serviceContextOn } from '../../../test/helper';
import { createPost } from '../../../test/factories/posts';
import { posts } from '../../db/schema';
import { seedReferenceLabels } from '../../seed/reference-labels';
import { serializePosts } from './post-serializer';
import { siteStatusWhere } from './site-status';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const today = londonToday();
const ALL_STATUSES = Object.values(SITE_STATUS);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceLabels(database.db);
});
afterAll(async () => database?.close());

async function idsWithStatus(status: SiteStatus, day: string): Promise<number[]> {
  const rows = await database.db.select({ id: posts.id }).from(posts).where(siteStatusWhere(status, day)).orderBy(posts.id);
  return rows.map((row) => row.id);
}

test('the SQL status filter and the serialized siteStatus agree for every status', async () => {
  const created = new Map<SiteStatus, number>();
  for (const status of ALL_STATUSES) created.set(status, (await createPost(database.db, { status, today })).id);

  const serialized = await serializePosts(serviceContextOn(database.db), [...created.values()], { today, viewer: null });
  expect(serialized.map((post) => post.siteStatus)).toEqual(ALL_STATUSES);
  for (const status of ALL_STATUSES) {
    expect(await idsWithStatus(status, today)).toEqual([created.get(status)]);
  }
});

test('a scheduled post is for sale on its start date and expired the day after its end date, without anyone acting', async () => {
  const startDate = addDays(today, 30);
  const endDate = addDays(startDate, 27);
  const post = await createPost(database.db, { periods: [{ startDate, endDate }] });
  const statusOn = async (day: string) => (await serializePosts(serviceContextOn(database.db), [post.id], { today: day, viewer: null }))[0].siteStatus;

  expect(await statusOn(addDays(startDate, -1))).toBe(SITE_STATUS.scheduled);
  expect(await statusOn(startDate)).toBe(SITE_STATUS.forSale);
  expect(await idsWithStatus(SITE_STATUS.forSale, startDate)).toContain(post.id);
  expect(await statusOn(endDate)).toBe(SITE_STATUS.forSale);
  expect(await statusOn(addDays(endDate, 1))).toBe(SITE_STATUS.expired);
  expect(await idsWithStatus(SITE_STATUS.expired, addDays(endDate, 1))).toContain(post.id);
});

test('the latest period decides: a post reposted after expiry is for sale again; a sold one is Sold, not Expired, even before its end date', async () => {
  const reposted = await createPost(database.db, {
    periods: [
      { startDate: addDays(today, -90), endDate: addDays(today, -63) },
      { startDate: addDays(today, -1), endDate: addDays(today, 26) },
    ],
  });
  const sold = await createPost(database.db, { status: SITE_STATUS.forSale, today });
  await database.db.update(posts).set({ sold: true }).where(eq(posts.id, sold.id));

  const [repostedPost, soldPost] = await serializePosts(serviceContextOn(database.db), [reposted.id, sold.id], { today, viewer: null });
  expect(repostedPost.siteStatus).toBe(SITE_STATUS.forSale);
  expect(repostedPost.activeStartDate).toEqual([addDays(today, -1), addDays(today, -90)]);
  expect(await idsWithStatus(SITE_STATUS.forSale, today)).toContain(reposted.id);
  expect(soldPost.siteStatus).toBe(SITE_STATUS.sold);
  expect(await idsWithStatus(SITE_STATUS.sold, today)).toContain(sold.id);
  expect(await idsWithStatus(SITE_STATUS.expired, today)).not.toContain(sold.id);
  expect(await idsWithStatus(SITE_STATUS.forSale, today)).not.toContain(sold.id);
});
