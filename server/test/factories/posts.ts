import { addDays, londonToday, SITE_STATUS, STANDARD_PRICE_RATE, type SiteStatus } from '@insolvency/shared-contracts';
import type { Database } from '../../src/db/client';
import { invoices, postAssets, postCategories, postingPeriods, postLocations, posts } from '../../src/db/schema';
import { invoiceForPeriod } from '../../src/services/posts/period-invoice';
import { createSeller } from './users';

export interface PeriodDates {
  startDate: string;
  endDate: string;
}

export interface CreatePostOverrides extends Partial<Omit<typeof posts.$inferInsert, 'id'>> {
  /**
   * The status the post should have on `today`; chooses its periods, `withdrawnAt` and `sold`.
   * Ignored when `periods` is given. Default For Sale.
   */
  status?: SiteStatus;
  today?: string;
  /** Posting periods, oldest first; each gets an invoice at the standard rate. */
  periods?: PeriodDates[];
  locationIds?: number[];
  primaryCategoryId?: number;
  additionalCategoryIds?: number[];
  assetIds?: number[];
}

export type TestPost = typeof posts.$inferSelect & { periods: (typeof postingPeriods.$inferSelect)[] };

function periodsForStatus(status: SiteStatus, today: string): PeriodDates[] {
  switch (status) {
    case SITE_STATUS.draft:
      return [];
    case SITE_STATUS.scheduled:
      return [{ startDate: addDays(today, 5), endDate: addDays(today, 32) }];
    case SITE_STATUS.expired:
    case SITE_STATUS.sold:
      return [{ startDate: addDays(today, -40), endDate: addDays(today, -13) }];
    case SITE_STATUS.forSale:
    case SITE_STATUS.withdrawn:
      return [{ startDate: addDays(today, -3), endDate: addDays(today, 24) }];
  }
}

let sequence = 0;

/**
 * A post with its locations, categories, assets, periods and invoices. The reference label
 * sets must be seeded (`seedReferenceLabels`); the owner is a new seller unless `createdBy` is given.
 */
export async function createPost(db: Database, overrides: CreatePostOverrides = {}): Promise<TestPost> {
  const {
    status = SITE_STATUS.forSale,
    today = londonToday(),
    periods = periodsForStatus(status, today),
    locationIds = [1],
    primaryCategoryId = 101,
    additionalCategoryIds = [],
    assetIds = [3],
    ...fields
  } = overrides;
  sequence += 1;
  const createdBy = fields.createdBy ?? (await createSeller(db)).id;
  const [post] = await db
    .insert(posts)
    .values({
      reference: `TEST-${sequence}`,
      activityHeading: `Test business ${sequence}`,
      description: '<p>A test business.</p>',
      businessStatusId: 1,
      tradingStatusId: 1,
      turnoverId: 2,
      employeesId: 2,
      withdrawnAt: status === SITE_STATUS.withdrawn ? new Date() : null,
      sold: status === SITE_STATUS.sold,
      ...fields,
      createdBy,
    })
    .returning();
  await db.insert(postLocations).values(locationIds.map((locationId) => ({ postId: post.id, locationId })));
  await db.insert(postCategories).values([
    { postId: post.id, categoryId: primaryCategoryId, isPrimary: true },
    ...additionalCategoryIds.map((categoryId) => ({ postId: post.id, categoryId, isPrimary: false })),
  ]);
  if (assetIds.length) await db.insert(postAssets).values(assetIds.map((assetId) => ({ postId: post.id, assetId })));
  const periodRows: TestPost['periods'] = [];
  for (const dates of periods) {
    const wentLive = dates.startDate <= today;
    const [period] = await db
      .insert(postingPeriods)
      .values({ postId: post.id, ...dates, buyersNotifiedAt: wentLive ? new Date() : null })
      .returning();
    await db.insert(invoices).values(invoiceForPeriod(period, STANDARD_PRICE_RATE, period.createdAt));
    periodRows.push(period);
  }
  return { ...post, periods: periodRows };
}

/** A `POST seller/draft` payload on the reference labels (`seedReferenceLabels`), with `overrides`. */
export function draftRequest(overrides: Record<string, unknown> = {}) {
  return {
    Reference: 'DRAFT-1',
    ActivityHeading: 'Quiet shop',
    Location: [1],
    BusinessStatusId: 1,
    TradingStatusId: 1,
    TurnoverId: 2,
    EmployeesId: 2,
    PrimaryCategory: 101,
    Description: '<p>A quiet shop.</p>',
    ...overrides,
  };
}
