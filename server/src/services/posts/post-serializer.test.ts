import { ROLES, SITE_STATUS, londonToday } from '@insolvency/shared-contracts';
import { openTestDatabase, serviceContextOn } from '../../../test/helper';
import { createPost } from '../../../test/factories/posts';
import { createAdmin, createBuyer, createSeller } from '../../../test/factories/users';
import { expressionsOfInterest } from '../../db/schema';
import { seedReferenceLabels } from '../../seed/reference-labels';
import { serializePosts, type PostViewer } from './post-serializer';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const today = londonToday();

beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceLabels(database.db);
});
afterAll(async () => database?.close());

async function postWithInterest() {
  const { db } = database;
  const owner = await createSeller(db, { forenames: 'Helen', surname: 'Marsh', company: 'Marsh Kendall Restructuring LLP' });
  const buyer = await createBuyer(db, { forenames: 'Tom', surname: 'Reilly' });
  const post = await createPost(db, {
    createdBy: owner.id,
    reference: 'MKR-1',
    activityHeading: 'Established Yorkshire bakery with two retail units',
    locationIds: [7, 1],
    primaryCategoryId: 101,
    additionalCategoryIds: [201, 102],
    assetIds: [4, 1],
    turnoverId: 3,
    employeesId: 4,
    businessStatusId: 4,
    tradingStatusId: 1,
  });
  await db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: post.id, profile: 'We would like the pack.', visibleToInsolvency: false });
  return { owner, buyer, post };
}

test('a post is answered with its labels, categories split into primary and additional, and periods latest first', async () => {
  const { owner, post } = await postWithInterest();
  const [serialized] = await serializePosts(serviceContextOn(database.db), [post.id], { today, viewer: null });

  expect(serialized).toMatchObject({
    businessId: post.id,
    reference: 'MKR-1',
    activityHeading: 'Established Yorkshire bakery with two retail units',
    siteStatus: SITE_STATUS.forSale,
    createdBy: owner.id,
    createdByName: 'Helen Marsh',
    createdByCompany: 'Marsh Kendall Restructuring LLP',
    creationDate: post.createdAt.toISOString(),
    activeStartDate: [post.periods[0].startDate],
    activeEndDate: [post.periods[0].endDate],
    businessStatus: "Creditors' Voluntary Liquidation (CVL)",
    businessStatusID: 4,
    tradingStatus: 'Trading',
    tradingStatusID: 1,
    turnover: '£250,000 to £500,000',
    turnoverID: 3,
    employee: '11 to 25',
    employeeID: 4,
    displayHome: true,
    locations: [
      { locationId: 1, description: 'London' },
      { locationId: 7, description: 'Yorkshire and the Humber' },
    ],
    primaryCategory: [{ categoryId: 101, description: 'Food and drink production' }],
    categories: [
      { categoryId: 102, description: 'Engineering and metalwork' },
      { categoryId: 201, description: 'Food and convenience' },
    ],
    assets: [
      { assetId: 1, description: 'Freehold property' },
      { assetId: 4, description: 'Stock' },
    ],
  });
});

test('visitors, buyers and other sellers get the owner-only fields empty; the owner and Admin get them filled', async () => {
  const { db } = database;
  const { owner, buyer, post } = await postWithInterest();
  const otherSeller = await createSeller(db);
  const admin = await createAdmin(db);
  const as = async (viewer: PostViewer | null) =>
    (await serializePosts(serviceContextOn(db), [post.id], { today, viewer }))[0];

  for (const viewer of [null, { id: buyer.id, role: ROLES.buyer }, { id: otherSeller.id, role: ROLES.seller }]) {
    const seen = await as(viewer);
    expect(seen.expressionsOfInterest).toEqual([]);
    expect(seen.invoice).toEqual([]);
  }
  for (const viewer of [{ id: owner.id, role: ROLES.seller }, { id: admin.id, role: ROLES.admin }]) {
    const seen = await as(viewer);
    expect(seen.invoice).toHaveLength(1);
    expect(seen.expressionsOfInterest).toEqual([
      expect.objectContaining({
        businessId: post.id,
        forenames: 'Tom',
        surname: 'Reilly',
        reference: 'MKR-1',
        profile: 'We would like the pack.',
        visibleToInsolvency: false,
        viewedByInsolvency: false,
        primaryCategory: 'Food and drink production',
      }),
    ]);
  }
});

test('hasExpressedInterest is true only for the buyer who expressed it', async () => {
  const { db } = database;
  const { buyer, post } = await postWithInterest();
  const otherBuyer = await createBuyer(db);
  const [forBuyer] = await serializePosts(serviceContextOn(db), [post.id], { today, viewer: { id: buyer.id, role: ROLES.buyer } });
  const [forOther] = await serializePosts(serviceContextOn(db), [post.id], { today, viewer: { id: otherBuyer.id, role: ROLES.buyer } });
  expect(forBuyer.hasExpressedInterest).toBe(true);
  expect(forOther.hasExpressedInterest).toBe(false);
});

test('posts come back in the order asked for; unknown ids are skipped', async () => {
  const { db } = database;
  const first = await createPost(db);
  const second = await createPost(db, { status: SITE_STATUS.draft });
  const serialized = await serializePosts(serviceContextOn(db), [second.id, 999_999, first.id], { today, viewer: null });
  expect(serialized.map((post) => post.businessId)).toEqual([second.id, first.id]);
  expect(serialized[0]).toMatchObject({ siteStatus: SITE_STATUS.draft, activeStartDate: [], activeEndDate: [] });
});
