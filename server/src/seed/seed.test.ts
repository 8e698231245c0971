// Also run on PostgreSQL by `npm test`: the dump and restore of the database itself.
import { verify } from '@node-rs/argon2';
import { ROLES, SEARCH_EXAMPLE_WORDS, SITE_STATUS, londonToday, priceForPeriod } from '@insolvency/shared-contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { openTestDatabase, serviceContextOn } from '../../test/helper';
import { pdfDrawnText } from '../../test/pdf-drawn-text';
import { DEAL_ROOM_NOTICES } from '../services/deal-room/deal-room-notices';
import { closeStampPool, stampPdf } from '../services/deal-room/pdf-stamp';
import { ANSWER_NOTICES } from '../services/deal-room/questions';
import { storedFileChunksOf } from '../services/deal-room/stored-files';
import { fetchNotifications } from '../services/notifications/notifications-service';
import { sip16DealRoom } from '../services/sip16/sip16-deal-room';
import { serializePosts } from '../services/posts/post-serializer';
import { searchPosts } from '../services/search/search-posts';
import { siteStatusWhere } from '../services/posts/site-status';
import * as schema from '../db/schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDatabase } from './index';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const now = new Date();
const today = londonToday(now);

const countedTables = {
  users: schema.users,
  posts: schema.posts,
  postingPeriods: schema.postingPeriods,
  invoices: schema.invoices,
  expressionsOfInterest: schema.expressionsOfInterest,
  dealRooms: schema.dealRooms,
  ndaAcceptances: schema.ndaAcceptances,
  packDocuments: schema.packDocuments,
  dealRoomQuestions: schema.dealRoomQuestions,
  offers: schema.offers,
  countries: schema.countries,
  categories: schema.categories,
  locations: schema.locations,
  capacities: schema.capacities,
};

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(countedTables)) {
    const [{ total }] = await database.db.select({ total: count() }).from(table);
    counts[name] = total;
  }
  return counts;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await closeStampPool();
  await database?.close();
});

test('without demo only the reference labels are seeded', async () => {
  await seedDatabase(database.db, { demo: false, now: new Date() });
  const counts = await rowCounts();
  expect(counts).toMatchObject({ users: 0, posts: 0 });
  expect(counts.countries).toBeGreaterThan(200);
  expect(counts.locations).toBeGreaterThanOrEqual(12);
});

test('the demo seed adds accounts and posts once; seeding again adds nothing', async () => {
  await seedDatabase(database.db, { demo: true, now });
  const afterFirst = await rowCounts();
  expect(afterFirst.users).toBeGreaterThanOrEqual(3);
  expect(afterFirst.posts).toBeGreaterThanOrEqual(45);
  expect(afterFirst.invoices).toBe(afterFirst.postingPeriods);
  expect(afterFirst).toMatchObject({ dealRooms: 1, ndaAcceptances: 2, packDocuments: 3, dealRoomQuestions: 2, offers: 2 });

  await seedDatabase(database.db, { demo: true, now });
  expect(await rowCounts()).toEqual(afterFirst);
});

test('the three demo accounts log in with Demo1234 and have their roles', async () => {
  for (const [email, role] of [
    ['admin@example.com', ROLES.admin],
    ['seller@example.com', ROLES.seller],
    ['buyer@example.com', ROLES.buyer],
  ] as const) {
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email1, email));
    expect(user).toMatchObject({ role, emailConfirmed: true });
    expect(await verify(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [address] = await database.db.select().from(schema.userAddresses).where(eq(schema.userAddresses.userId, user.id));
    expect(address.postcode).toBeTruthy();
  }
});

test('the main demo seller has posts in every status, some hidden from the home page, and invoices priced by the rule', async () => {
  const [seller] = await database.db.select().from(schema.users).where(eq(schema.users.email1, 'seller@example.com'));
  const postIds = (await database.db.select({ id: schema.posts.id }).from(schema.posts).where(eq(schema.posts.createdBy, seller.id))).map((row) => row.id);
  const serialized = await serializePosts(serviceContextOn(database.db), postIds, { today, viewer: { id: seller.id, role: ROLES.seller } });

  expect(new Set(serialized.map((post) => post.siteStatus))).toEqual(new Set(Object.values(SITE_STATUS)));
  expect(serialized.some((post) => !post.displayHome && post.siteStatus === SITE_STATUS.forSale)).toBe(true);
  const expressions = serialized.flatMap((post) => post.expressionsOfInterest);
  expect(expressions.some((expression) => expression.viewedByInsolvency)).toBe(true);
  expect(expressions.some((expression) => !expression.viewedByInsolvency)).toBe(true);
  expect(expressions.filter((expression) => !expression.visibleToInsolvency)).toHaveLength(1);
  expect(expressions.some((expression) => expression.connectedParty === true)).toBe(true);
  expect(expressions.some((expression) => expression.connectedParty === false)).toBe(true);

  const invoiced = await database.db
    .select({ period: schema.postingPeriods, invoice: schema.invoices })
    .from(schema.invoices)
    .innerJoin(schema.postingPeriods, eq(schema.postingPeriods.id, schema.invoices.periodId));
  for (const { period, invoice } of invoiced) {
    expect(invoice.totalPrice).toBe(priceForPeriod(period.startDate, period.endDate, invoice.priceRate).totalPrice);
  }
});

test('the demo buyer\'s locations, turnover and employee bands match most posts for sale', async () => {
  const [buyer] = await database.db.select().from(schema.users).where(eq(schema.users.email1, 'buyer@example.com'));
  const { posts, postLocations, buyerLocationPreferences, buyerTurnoverPreferences, buyerEmployeePreferences } = schema;
  const matching = await database.db
    .select({ total: count() })
    .from(posts)
    .where(
      and(
        siteStatusWhere(SITE_STATUS.forSale, today),
        sql`exists (select 1 from ${postLocations} join ${buyerLocationPreferences} on ${buyerLocationPreferences.locationId} = ${postLocations.locationId}
          where ${postLocations.postId} = ${posts.id} and ${buyerLocationPreferences.userId} = ${buyer.id})`,
        sql`${posts.turnoverId} in (select ${buyerTurnoverPreferences.turnoverId} from ${buyerTurnoverPreferences} where ${buyerTurnoverPreferences.userId} = ${buyer.id})`,
        sql`${posts.employeesId} in (select ${buyerEmployeePreferences.employeesId} from ${buyerEmployeePreferences} where ${buyerEmployeePreferences.userId} = ${buyer.id})`,
      ),
    );
  expect(matching[0].total).toBeGreaterThanOrEqual(20);
});

test('the search fields\' example finds a post in the demo data, so a new user trying it sees results', async () => {
  const answer = await searchPosts(serviceContextOn(database.db), { q: SEARCH_EXAMPLE_WORDS });
  expect(answer.total).toBeGreaterThan(0);
});

test('the demo data is the same on every run for the same day', async () => {
  const snapshot = async (db: typeof database.db) => ({
    posts: await db
      .select({ reference: schema.posts.reference, heading: schema.posts.activityHeading, displayHome: schema.posts.displayHome, withdrawnAt: schema.posts.withdrawnAt })
      .from(schema.posts)
      .orderBy(schema.posts.id),
    periods: await db.select({ startDate: schema.postingPeriods.startDate, endDate: schema.postingPeriods.endDate }).from(schema.postingPeriods).orderBy(schema.postingPeriods.id),
    expressions: await db
      .select({ postId: schema.expressionsOfInterest.postId, viewed: schema.expressionsOfInterest.viewedByInsolvency })
      .from(schema.expressionsOfInterest)
      .orderBy(schema.expressionsOfInterest.id),
  });
  const again = await openTestDatabase();
  try {
    await seedDatabase(again.db, { demo: true, now });
    expect(await snapshot(again.db)).toEqual(await snapshot(database.db));
  } finally {
    await again.close();
  }
});

test("one of seller@example.com's posts for sale has a sale under way in its deal room, and its SIP 16 evidence shows it", async () => {
  const { db } = database;
  const [seller] = await db.select().from(schema.users).where(eq(schema.users.email1, 'seller@example.com'));
  const [buyer] = await db.select().from(schema.users).where(eq(schema.users.email1, 'buyer@example.com'));
  const [room] = await db.select().from(schema.dealRooms);
  const [post] = await db
    .select({ post: schema.posts, forSale: sql<boolean>`${siteStatusWhere(SITE_STATUS.forSale, today)}` })
    .from(schema.posts)
    .where(eq(schema.posts.id, room.postId));
  expect(post).toMatchObject({ post: { createdBy: seller.id }, forSale: true });
  expect(room.ndaRequired).toBe(true);

  const signatures = await db.select().from(schema.ndaAcceptances).where(eq(schema.ndaAcceptances.postId, room.postId));
  expect(signatures.map((signature) => signature.buyerId)).toContain(buyer.id);
  expect(new Set(signatures.map((signature) => signature.buyerId)).size).toBe(2);

  // Three PDFs of a few pages each, which stamp as a buyer's download does.
  const documents = await db.select().from(schema.packDocuments).where(eq(schema.packDocuments.postId, room.postId)).orderBy(schema.packDocuments.sortOrder);
  expect(documents.map((document) => document.title)).toEqual(['Information memorandum', 'Asset schedule', 'Lease summary']);
  const ctx = serviceContextOn(db, () => now.getTime());
  for (const document of documents) {
    const chunks: Buffer[] = [];
    for await (const chunk of storedFileChunksOf(ctx, document.fileId)) chunks.push(chunk);
    const original = Buffer.concat(chunks);
    expect((await PDFDocument.load(original)).getPageCount()).toBeGreaterThanOrEqual(2);
    const stamped = await stampPdf(original, 'Confidential — released to Tom Reilly, Northgate Capital Partners', 30_000);
    expect(await pdfDrawnText(stamped)).toContain('Confidential — released to Tom Reilly');
  }

  const questions = await db.select().from(schema.dealRoomQuestions).where(eq(schema.dealRoomQuestions.postId, room.postId));
  expect(questions.filter((question) => question.published && question.answer)).toHaveLength(1);
  expect(questions.filter((question) => question.answer === null)).toHaveLength(1);

  // Two sealed offers, closing a week after the data was seeded.
  const days = (room.offersCloseAt!.getTime() - now.getTime()) / 86_400_000;
  expect(days).toBeGreaterThan(6);
  expect(days).toBeLessThanOrEqual(8);
  expect(await sip16DealRoom(ctx, room.postId)).toMatchObject({
    ndaRequired: true,
    ndaAcceptances: [expect.anything(), expect.anything()],
    buyersGivenPack: 2,
    documents: [{ title: 'Information memorandum' }, { title: 'Asset schedule' }, { title: 'Lease summary' }],
    questions: { asked: 2, answered: 1, published: 1 },
    offersCloseAt: room.offersCloseAt!.toISOString(),
    offersSealed: true,
    offers: { count: 2, range: null, connectedParties: null },
    acceptedOffer: null,
  });

  // The demo buyer's notification area tells of the answer, the last document and the closing time.
  const reference = post.post.reference;
  expect(await fetchNotifications(ctx, buyer.id)).toEqual(
    expect.arrayContaining([ANSWER_NOTICES.published(reference), DEAL_ROOM_NOTICES.documentAdded(reference, 'Lease summary'), DEAL_ROOM_NOTICES.offersClosingMoved(reference, room.offersCloseAt!)]),
  );
});

test('the demo has the made-up sanctions list in force, never the real one', async () => {
  const [version] = await database.db.select().from(schema.sanctionsListVersions).where(eq(schema.sanctionsListVersions.status, 'in_force'));
  expect(version).toMatchObject({ source: 'demo', fileName: 'uk-sanctions-list.xml', designationCount: 300, nameCount: 1181 });
});
