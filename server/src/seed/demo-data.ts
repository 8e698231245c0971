import { hash } from '@node-rs/argon2';
import {
  addDays,
  inclusiveDays,
  londonToday,
  ROLES,
  SITE_STATUS,
  STANDARD_PRICE_RATE,
  type SiteStatus,
} from '@insolvency/shared-contracts';
import type { Database } from '../db/client';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
  expressionsOfInterest,
  invoices,
  notifications,
  postAssets,
  postCategories,
  postingPeriods,
  postLocations,
  posts,
  postViews,
  userAddresses,
  users,
} from '../db/schema';
import { invoiceForPeriod } from '../services/posts/period-invoice';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
import { DEMO_DEAL_ROOM_POST_INDEX, seedDemoDealRoom, type DemoDealRoomParties } from './demo-deal-room';
import { DEMO_POST_CATALOGUE } from './demo-post-catalogue';
import { seedDemoSanctionsList, seedDemoScreening } from './demo-sanctions';
import { APPOINTMENT_STATUSES } from '../db/labels/appointment-statuses';
import { CATEGORIES } from '../db/labels/categories';
import { EMPLOYEE_BANDS } from '../db/labels/employee-bands';
import { KEY_ASSETS } from '../db/labels/key-assets';
import { LOCATIONS } from '../db/labels/locations';
import { TURNOVER_BANDS } from '../db/labels/turnover-bands';
import { seededRandom, type SeededRandom } from './seeded-random';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type AccountKey = DemoAccount['key'];

/** Status of the n-th demo post (n mod 10): half are for sale, every other status is present. */
const STATUS_CYCLE: readonly SiteStatus[] = [
  SITE_STATUS.forSale,
  SITE_STATUS.forSale,
  SITE_STATUS.forSale,
  SITE_STATUS.scheduled,
  SITE_STATUS.draft,
  SITE_STATUS.forSale,
  SITE_STATUS.expired,
  SITE_STATUS.withdrawn,
  SITE_STATUS.forSale,
  SITE_STATUS.expired,
];

/** One of the expired demo posts ended because the business was sold. */
const SOLD_POST_INDEX = 19;

const OFFICE_HOLDERS_BY_APPOINTMENT: Record<number, string> = {
  1: 'joint administrators',
  2: 'joint administrators',
  6: 'receivers',
  7: 'administrative receivers',
  8: 'supervisors of the arrangement',
  9: 'trustee in bankruptcy',
  10: 'trustee in the sequestration',
};

const PROFILE_BY_BUYER: Record<AccountKey, string> = {
  buyer:
    'Northgate Capital Partners is a Manchester-based investor backing owner-managed businesses with turnover of £1m to £25m. We can move quickly, have funds available and would like to receive the information pack.',
  tradeBuyer:
    'Hussain Foods is a trade buyer in food production and distribution across the North of England. We are interested in the trading business and its customer contracts and can provide proof of funds.',
  assetBuyer:
    'Evans Industrial Auctions buys plant, machinery, vehicles and stock outright. Please send the asset register and tell us when the premises can be viewed.',
  turnaroundBuyer:
    'Lagan Turnaround Advisers acts for a group of private investors seeking businesses that can be returned to profit. Please share the management accounts and the timetable for offers.',
};

const REFERENCE_PREFIX_BY_SELLER: Record<AccountKey, string> = {
  seller: 'MKR',
  sellerActingForIp: 'ODI',
  sellerWithCustomRate: 'CRP',
};

const at = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

interface PlannedPeriod {
  startDate: string;
  endDate: string;
}

interface PlannedPost {
  index: number;
  status: SiteStatus;
  ownerKey: AccountKey;
  periods: PlannedPeriod[];
  withdrawnAt: Date | null;
  createdAt: Date;
}

/** The posting periods (oldest first) that give a post the wanted status on `today`. */
function periodsFor(status: SiteStatus, index: number, today: string, random: SeededRandom): PlannedPeriod[] {
  const period = (startDate: string, days = 28): PlannedPeriod => ({ startDate, endDate: addDays(startDate, days - 1) });
  switch (status) {
    case SITE_STATUS.draft:
      return [];
    case SITE_STATUS.scheduled:
      return [period(addDays(today, random.integer(2, 21)))];
    case SITE_STATUS.forSale: {
      const current = period(addDays(today, -random.integer(0, 24)), random.pick([28, 28, 28, 56]));
      return index % 20 === 0 ? [period(addDays(today, -120)), current] : [current];
    }
    case SITE_STATUS.expired:
    case SITE_STATUS.sold: {
      const last = period(addDays(today, -random.integer(40, 150)));
      return index % 20 === 6 ? [period(addDays(last.startDate, -60)), last] : [last];
    }
    case SITE_STATUS.withdrawn:
      return [period(addDays(today, -random.integer(5, 20)))];
  }
}

function planPosts(today: string, now: Date, random: SeededRandom): PlannedPost[] {
  return DEMO_POST_CATALOGUE.map((_, index) => {
    const status = STATUS_CYCLE[index % STATUS_CYCLE.length];
    const periods = periodsFor(status, index, today, random);
    const firstStart = periods[0]?.startDate ?? addDays(today, -random.integer(1, 40));
    const createdAt = earliest(at(addDays(firstStart, -random.integer(1, 14)), 9, index), now);
    const withdrawnAt =
      status === SITE_STATUS.withdrawn ? earliest(at(addDays(today, -random.integer(1, 4)), 15, index), now) : null;
    const ownerKey = index < 30 ? 'seller' : index < 40 ? 'sellerActingForIp' : 'sellerWithCustomRate';
    // The demo's sale runs well past its offers' closing time, a week away.
    if (index === DEMO_DEAL_ROOM_POST_INDEX) periods[periods.length - 1] = { startDate: addDays(today, -10), endDate: addDays(today, 45) };
    return { index, status, ownerKey, periods, withdrawnAt, createdAt };
  });
}

function describePost(heading: string, appointmentId: number, location: string, turnover: string, employees: string, assets: string[]): string {
  const officeHolders = OFFICE_HOLDERS_BY_APPOINTMENT[appointmentId] ?? 'joint liquidators';
  const appointment = APPOINTMENT_STATUSES.find((status) => status.id === appointmentId)?.description ?? '';
  return [
    `<p><strong>${heading}.</strong> The ${officeHolders} invite offers for the business and assets of the company (in ${appointment}).</p>`,
    '<ul>',
    `<li>Based in ${location}</li>`,
    `<li>Turnover: ${turnover}</li>`,
    `<li>Employees: ${employees}</li>`,
    `<li>Key assets: ${assets.join(', ').toLowerCase()}</li>`,
    '</ul>',
    '<p>Offers are invited on an unconditional basis. A non-disclosure agreement is required before the information pack is released.</p>',
  ].join('');
}

async function insertAccounts(tx: Tx, passwordHash: string, today: string): Promise<Map<AccountKey, number>> {
  const ids = new Map<AccountKey, number>();
  for (const [order, account] of DEMO_ACCOUNTS.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        role: account.role,
        email1: account.email1,
        email2: account.email2 ?? null,
        passwordHash,
        titleId: account.titleId,
        forenames: account.forenames,
        surname: account.surname,
        position: account.position,
        company: account.company,
        capacityId: account.capacityId ?? null,
        ipName: account.ipName ?? null,
        functionId: account.functionId ?? null,
        customPriceRate: account.customPriceRate ?? null,
        emailConfirmed: true,
        createdAt: at(addDays(today, -400 + order * 7), 10),
        loginCount: 12 + order * 3,
        previousLoginDate: at(addDays(today, -3 - order), 8, 30),
        lastLoginDate: at(addDays(today, -1 - (order % 2)), 9, 15),
      })
      .returning({ id: users.id });
    ids.set(account.key, row.id);
    await tx.insert(userAddresses).values({
      userId: row.id,
      addressLine1: account.address.addressLine1,
      addressLine2: account.address.addressLine2 ?? null,
      townCity: account.address.townCity,
      county: account.address.county ?? null,
      postcode: account.address.postcode,
      countryCode: 'GB',
      telephone: account.address.telephone,
      mobile: account.address.mobile ?? null,
    });
  }
  return ids;
}

const ALL_LOCATION_IDS = LOCATIONS.map((location) => location.id);
const ALL_TURNOVER_IDS = TURNOVER_BANDS.map((band) => band.id);
const ALL_EMPLOYEE_IDS = EMPLOYEE_BANDS.map((band) => band.id);

/** The main demo buyer matches every post; the others show narrower criteria. */
const BUYER_CRITERIA: Record<AccountKey, { locations: number[]; turnovers: number[]; employees: number[]; categories: number[]; assets: number[]; keywords: string }> = {
  buyer: { locations: ALL_LOCATION_IDS, turnovers: ALL_TURNOVER_IDS, employees: ALL_EMPLOYEE_IDS, categories: [], assets: [], keywords: '' },
  tradeBuyer: { locations: [5, 7, 8, 9], turnovers: [2, 3, 4, 5, 6], employees: [2, 3, 4, 5, 6], categories: [100, 900, 1100], assets: [], keywords: 'bakery, brewery, food' },
  assetBuyer: { locations: ALL_LOCATION_IDS, turnovers: ALL_TURNOVER_IDS, employees: ALL_EMPLOYEE_IDS, categories: [], assets: [3, 4, 5], keywords: '' },
  turnaroundBuyer: { locations: [8, 11, 12], turnovers: [4, 5, 6, 7, 8, 9], employees: [4, 5, 6, 7, 8, 9], categories: [], assets: [], keywords: '' },
};

async function insertBuyerPreferences(tx: Tx, accountIds: Map<AccountKey, number>): Promise<void> {
  for (const [key, criteria] of Object.entries(BUYER_CRITERIA)) {
    const userId = accountIds.get(key)!;
    await tx.insert(buyerPreferences).values({ userId, keywords: criteria.keywords, expressionProfile: PROFILE_BY_BUYER[key] });
    await tx.insert(buyerLocationPreferences).values(criteria.locations.map((locationId) => ({ userId, locationId })));
    await tx.insert(buyerTurnoverPreferences).values(criteria.turnovers.map((turnoverId) => ({ userId, turnoverId })));
    await tx.insert(buyerEmployeePreferences).values(criteria.employees.map((employeesId) => ({ userId, employeesId })));
    if (criteria.categories.length) await tx.insert(buyerCategoryPreferences).values(criteria.categories.map((categoryId) => ({ userId, categoryId })));
    if (criteria.assets.length) await tx.insert(buyerAssetPreferences).values(criteria.assets.map((assetId) => ({ userId, assetId })));
  }
}

interface InsertedPost {
  id: number;
  plan: PlannedPost;
}

async function insertPosts(tx: Tx, plans: PlannedPost[], accountIds: Map<AccountKey, number>, now: Date, random: SeededRandom): Promise<InsertedPost[]> {
  const inserted: InsertedPost[] = [];
  const childCategories = CATEGORIES.filter((category) => category.parentId !== null);
  for (const plan of plans) {
    const entry = DEMO_POST_CATALOGUE[plan.index];
    const turnoverId = random.integer(2, 7);
    const employeesId = random.integer(2, 7);
    const businessStatusId = random.pick([1, 1, 2, 3, 4, 4, 6, 7, 8]);
    const tradingStatusId = random.pick([1, 1, 2, 3, 4]);
    const locationIds = random.next() < 0.3 ? [entry.locationId, (entry.locationId % LOCATIONS.length) + 1] : [entry.locationId];
    const additionalCategoryIds = random
      .sample(childCategories, random.integer(0, 2))
      .map((category) => category.id)
      .filter((id) => id !== entry.primaryCategoryId);
    const assets = random.sample(KEY_ASSETS, random.integer(2, 4));
    const description = describePost(
      entry.heading,
      businessStatusId,
      LOCATIONS.find((location) => location.id === entry.locationId)!.description,
      TURNOVER_BANDS.find((band) => band.id === turnoverId)!.description,
      EMPLOYEE_BANDS.find((band) => band.id === employeesId)!.description,
      assets.map((asset) => asset.description),
    );
    const ownerKey = plan.ownerKey;
    const [post] = await tx
      .insert(posts)
      .values({
        reference: `${REFERENCE_PREFIX_BY_SELLER[ownerKey]}-${1040 + plan.index}`,
        activityHeading: entry.heading,
        description,
        businessStatusId,
        tradingStatusId,
        turnoverId,
        employeesId,
        displayHome: plan.index % 7 !== 3,
        adminApproved: plan.index % 6 !== 5,
        sold: plan.index === SOLD_POST_INDEX,
        createdBy: accountIds.get(ownerKey)!,
        createdAt: plan.createdAt,
        withdrawnAt: plan.withdrawnAt,
      })
      .returning({ id: posts.id });
    await tx.insert(postLocations).values(locationIds.map((locationId) => ({ postId: post.id, locationId })));
    await tx.insert(postCategories).values([
      { postId: post.id, categoryId: entry.primaryCategoryId, isPrimary: true },
      ...additionalCategoryIds.map((categoryId) => ({ postId: post.id, categoryId, isPrimary: false })),
    ]);
    await tx.insert(postAssets).values(assets.map((asset) => ({ postId: post.id, assetId: asset.id })));
    await insertPeriodsWithInvoices(tx, post.id, plan, DEMO_ACCOUNTS.find((account) => account.key === ownerKey)!, now, random);
    inserted.push({ id: post.id, plan });
  }
  return inserted;
}

async function insertPeriodsWithInvoices(tx: Tx, postId: number, plan: PlannedPost, owner: DemoAccount, now: Date, random: SeededRandom): Promise<void> {
  const today = londonToday(now);
  const rate = owner.customPriceRate ?? STANDARD_PRICE_RATE;
  for (const period of plan.periods) {
    const createdAt = earliest(at(addDays(period.startDate, -random.integer(0, 3)), 8, plan.index), now);
    const started = period.startDate <= today;
    const [row] = await tx
      .insert(postingPeriods)
      .values({
        postId,
        startDate: period.startDate,
        endDate: period.endDate,
        invoiceCompanyName: plan.index % 9 === 4 ? `${owner.company} (client account)` : null,
        interestedPartiesEmailed: started ? random.integer(4, 60) : 0,
        buyersNotifiedAt: started ? earliest(at(period.startDate, 9, plan.index), now) : null,
        createdAt,
      })
      .returning({ id: postingPeriods.id });
    await tx.insert(invoices).values(invoiceForPeriod({ id: row.id, ...period }, rate, createdAt));
  }
}

/** The two buyers of the demo's deal room: buyer@example.com and a trade buyer. */
const DEAL_ROOM_BUYERS: readonly AccountKey[] = ['buyer', 'tradeBuyer'];

/** The interest of the deal room's buyers in its post, before anything happened in its deal room (set or added, drawing nothing at random). */
function addDealRoomInterest(rows: (typeof expressionsOfInterest.$inferInsert)[], views: (typeof postViews.$inferInsert)[], inserted: InsertedPost[], accountIds: Map<AccountKey, number>, now: Date): void {
  const postId = inserted.find(({ plan }) => plan.index === DEMO_DEAL_ROOM_POST_INDEX)!.id;
  const createdAt = at(addDays(londonToday(now), -10), 11, 30);
  for (const key of DEAL_ROOM_BUYERS) {
    const buyerId = accountIds.get(key)!;
    const row = rows.find((candidate) => candidate.postId === postId && candidate.buyerId === buyerId);
    if (row) {
      Object.assign(row, { createdAt, visibleToInsolvency: true });
      continue;
    }
    rows.push({ buyerId, postId, profile: PROFILE_BY_BUYER[key], viewedByInsolvency: true, visibleToInsolvency: true, connectedParty: false, createdAt });
    views.push({ postId, viewerId: buyerId, viewedOn: londonToday(createdAt) });
  }
}

/**
 * Interest from the demo buyers in posts that have been on sale; one expression is flagged,
 * about one in six declares a connected party. Each buyer opened the post on the day they
 * expressed interest, so those are its views.
 */
async function insertExpressions(tx: Tx, inserted: InsertedPost[], accountIds: Map<AccountKey, number>, now: Date, random: SeededRandom): Promise<void> {
  const today = londonToday(now);
  const buyerKeys = DEMO_ACCOUNTS.filter((account) => account.role === ROLES.buyer).map((account) => account.key);
  const rows: (typeof expressionsOfInterest.$inferInsert)[] = [];
  const views: (typeof postViews.$inferInsert)[] = [];
  for (const { id, plan } of inserted) {
    const current = plan.periods.at(-1);
    if (!current || current.startDate > today || plan.status === SITE_STATUS.draft) continue;
    const lastDay = current.endDate < today ? current.endDate : today;
    for (const buyerKey of buyerKeys) {
      if (random.next() >= (buyerKey === 'buyer' ? 0.4 : 0.25)) continue;
      const dayOffset = random.integer(0, Math.max(0, Math.min(10, inclusiveDays(current.startDate, lastDay) - 1)));
      const createdAt = earliest(at(addDays(current.startDate, dayOffset), 11, random.integer(0, 59)), now);
      rows.push({
        buyerId: accountIds.get(buyerKey)!,
        postId: id,
        profile: PROFILE_BY_BUYER[buyerKey],
        viewedByInsolvency: random.next() < 0.5,
        visibleToInsolvency: true,
        // Every sixth: drawn without the random sequence, which the rest of the demo data follows.
        connectedParty: rows.length % 6 === 5,
        createdAt,
      });
      views.push({ postId: id, viewerId: accountIds.get(buyerKey)!, viewedOn: londonToday(createdAt) });
    }
  }
  addDealRoomInterest(rows, views, inserted, accountIds, now);
  const flagged = rows.find((row) => row.buyerId === accountIds.get('turnaroundBuyer') && inserted.find((post) => post.id === row.postId)?.plan.ownerKey === 'seller');
  if (flagged) flagged.visibleToInsolvency = false;
  if (!rows.length) return;
  await tx.insert(expressionsOfInterest).values(rows);
  await tx.insert(postViews).values(views);
}

function dealRoomParties(inserted: InsertedPost[], accountIds: Map<AccountKey, number>): DemoDealRoomParties {
  const account = (key: AccountKey) => DEMO_ACCOUNTS.find((candidate) => candidate.key === key)!;
  const nameOf = (key: AccountKey) => `${account(key).forenames} ${account(key).surname}`;
  const { id, plan } = inserted.find((post) => post.plan.index === DEMO_DEAL_ROOM_POST_INDEX)!;
  return {
    postId: id,
    reference: `${REFERENCE_PREFIX_BY_SELLER[plan.ownerKey]}-${1040 + plan.index}`,
    seller: { id: accountIds.get(plan.ownerKey)!, name: nameOf(plan.ownerKey) },
    buyers: DEAL_ROOM_BUYERS.map((key) => ({ id: accountIds.get(key)!, name: nameOf(key), company: account(key).company, position: account(key).position })),
  };
}

/**
 * Demo accounts, buyer criteria, about fifty posts in every status relative to today's
 * London date, their periods, invoices, some expressions of interest and a sale under way in
 * one deal room (demo-deal-room.ts), and the made-up sanctions list in force (demo-sanctions.ts). Deterministic:
 * the same `now` gives the same data.
 */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  const today = londonToday(now);
  const random = seededRandom(20_261_122);
  const passwordHash = await hash(DEMO_PASSWORD);
  const plans = planPosts(today, now, random);
  const parties = await db.transaction(async (tx) => {
    const accountIds = await insertAccounts(tx, passwordHash, today);
    await insertBuyerPreferences(tx, accountIds);
    const inserted = await insertPosts(tx, plans, accountIds, now, random);
    await insertExpressions(tx, inserted, accountIds, now, random);
    const room = dealRoomParties(inserted, accountIds);
    await seedDemoDealRoom(tx, now, room);
    await tx.insert(notifications).values({
      text: 'Welcome to the insolvency marketplace demo. Invoices are payable within 14 days of receipt.',
      createdAt: at(addDays(today, -2), 9),
    });
    // A second notice, so the demo's notification area shows more than one item.
    await tx.insert(notifications).values({
      text: 'New: a copy of the personal data we hold about you is free. Use "Download my data" on your account details page.',
      createdAt: at(addDays(today, -1), 10),
    });
    return room;
  });
  await seedDemoSanctionsList(db, now);
  await seedDemoScreening(db, now, parties);
}
