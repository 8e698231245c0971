import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointmentStatuses, categories, employeeBands, keyAssets, locations, tradingStatuses, turnoverBands } from './labels';
import { users } from './users';

/** A text search vector: read only in SQL (search), never as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A business posting. Its site status is not stored: it follows from its latest posting
 * period, `withdrawn_at` and `sold` (see `siteStatusOn` in shared-contracts), so a scheduled
 * post goes on sale and expires without anyone acting.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    activityHeading: text('activity_heading').notNull(),
    /** HTML, sanitised with an allow-list before it is stored. */
    description: text('description').notNull(),
    businessStatusId: integer('business_status_id')
      .notNull()
      .references(() => appointmentStatuses.id),
    tradingStatusId: integer('trading_status_id')
      .notNull()
      .references(() => tradingStatuses.id),
    turnoverId: integer('turnover_id')
      .notNull()
      .references(() => turnoverBands.id),
    employeesId: integer('employees_id')
      .notNull()
      .references(() => employeeBands.id),
    displayHome: boolean('display_home').notNull().default(true),
    adminApproved: boolean('admin_approved').notNull().default(false),
    sold: boolean('sold').notNull().default(false),
    /** Fixed at 1 by the spec; kept because the draft payload carries it. */
    paymentMethodId: integer('payment_method_id').notNull().default(1),
    postingTypeId: integer('posting_type_id').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    /*
     * Kept by triggers (migration 0006) for matching and site status, never written by the
     * services: the dates of the latest posting period (null for a draft), and the post's
     * locations, categories with their parent sectors, and key assets.
     */
    currentStartDate: date('current_start_date', { mode: 'string' }),
    currentEndDate: date('current_end_date', { mode: 'string' }),
    matchLocationIds: integer('match_location_ids').array().notNull().default(sql`'{}'`),
    matchCategoryIds: integer('match_category_ids').array().notNull().default(sql`'{}'`),
    matchAssetIds: integer('match_asset_ids').array().notNull().default(sql`'{}'`),
    /*
     * Generated (migration 0007), for the inbox to filter and sort from the index alone: the
     * lower-cased text keywords are searched in (heading, description and reference joined by
     * line breaks), and the lower-cased heading and reference it sorts by.
     */
    // Migration 0009: the description's text without its markup (see there).
    matchText: text('match_text').generatedAlwaysAs(
      sql`lower(activity_heading || E'\\n' || replace(replace(replace(replace(replace(regexp_replace(regexp_replace(description, '</?(p|br|h[2-4]|ul|ol|li|blockquote)(\\s[^>]*)?/?>', E'\\n', 'gi'), '<[^>]*>', '', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&') || E'\\n' || reference)`,
    ),
    /**
     * Generated (migration 0020): `match_text` while it has at most 1 500 bytes, else null. The inbox's keyword index holds this
     * rather than `match_text`, whose entry could exceed a B-tree entry's limit; a longer text is read from the row (matching.ts).
     */
    matchTextShort: text('match_text_short').generatedAlwaysAs(
      sql`short_match_text(lower(activity_heading || E'\\n' || post_plain_text(description) || E'\\n' || reference))`,
    ),
    sortHeading: text('sort_heading').generatedAlwaysAs(sql`lower(activity_heading)`),
    sortReference: text('sort_reference').generatedAlwaysAs(sql`lower(reference)`),
    /** Generated (migration 0009): the locations and key assets as bit sets (bit n for label id n), which the inbox tests with one AND. */
    matchLocationBits: bigint('match_location_bits', { mode: 'number' }).generatedAlwaysAs(sql`label_id_bits(match_location_ids)`),
    matchAssetBits: bigint('match_asset_bits', { mode: 'number' }).generatedAlwaysAs(sql`label_id_bits(match_asset_ids)`),
    /** Generated (migration 0030): the sectors among the categories as a bit set (bit n for sector id n * 100), which the search's facets count by. */
    matchSectorBits: bigint('match_sector_bits', { mode: 'number' }).generatedAlwaysAs(sql`sector_id_bits(match_category_ids)`),
    /** Kept by a trigger on the match keys (migration 0016): the names of the post's locations, categories with their sectors, and key assets. */
    searchLabels: text('search_labels').notNull().default(''),
    /** Generated (migration 0016): heading (A), label names (B) and the description's text (C), stemmed as English; GIN-indexed. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, activity_heading), 'A') || setweight(to_tsvector('english'::regconfig, search_labels), 'B') || setweight(to_tsvector('english'::regconfig, post_plain_text(description)), 'C')`,
    ),
  },
  (t) => [
    index('posts_created_by_idx').on(t.createdBy, t.createdAt),
    // Migration 0009 also INCLUDEs id, the bands, the match bits and categories and created_at (drizzle cannot say so), and adds
    // posts_for_sale_sort_text_idx (with the heading and reference sort keys): pages that name no band read For Sale posts here.
    // Migration 0010 adds the inbox's three, led by the turnover and employee bands (posts_for_sale_by_band_idx, ..._sort_text_idx,
    // ..._keyword_idx with match_text_short, migration 0020): the inbox reads the narrowest one that holds what its page filters and sorts by.
    index('posts_for_sale_idx').on(t.currentEndDate, t.currentStartDate).where(sql`${t.withdrawnAt} is null and ${t.sold} = false`),
    // Migration 0008 also INCLUDEs withdrawn_at, sold and the current dates: the admin posts table pages ids and the dashboards count statuses from the index alone.
    index('posts_created_at_idx').on(t.createdAt, t.id),
    index('posts_turnover_idx').on(t.turnoverId),
    index('posts_employees_idx').on(t.employeesId),
    index('posts_search_vector_idx').using('gin', t.searchVector),
    // Migrations 0019, 0028 and 0030 also INCLUDE id, display_home and what a search filters and counts by: a search with no words reads this index alone.
    index('posts_search_live_idx').on(t.currentEndDate, t.currentStartDate).where(sql`${t.withdrawnAt} is null and ${t.sold} = false`),
  ],
);

export const postLocations = pgTable(
  'post_locations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locationId] }), index('post_locations_location_idx').on(t.locationId)],
);

/** A post's categories; exactly one row per post has `is_primary`. */
export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_categories_category_idx').on(t.categoryId),
    uniqueIndex('post_categories_one_primary_idx').on(t.postId).where(sql`${t.isPrimary}`),
  ],
);

export const postAssets = pgTable(
  'post_assets',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => keyAssets.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.assetId] }), index('post_assets_asset_idx').on(t.assetId)],
);

/**
 * A period during which a post is (or will be) for sale. Each period is billed by one
 * invoice and evidenced by a certificate, which is the period itself.
 */
export const postingPeriods = pgTable(
  'posting_periods',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Company name printed on the invoice instead of the seller's own, when asked for. */
    invoiceCompanyName: text('invoice_company_name'),
    interestedPartiesEmailed: integer('interested_parties_emailed').notNull().default(0),
    /** When matching buyers were queued an e-mail about this period going live; null until then. */
    buyersNotifiedAt: timestamp('buyers_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('posting_periods_post_idx').on(t.postId, t.startDate),
    index('posting_periods_dates_idx').on(t.startDate, t.endDate),
    index('posting_periods_end_date_idx').on(t.endDate, t.id),
    index('posting_periods_created_at_idx').on(t.createdAt, t.id),
    index('posting_periods_awaiting_notification_idx').on(t.startDate).where(sql`${t.buyersNotifiedAt} is null`),
  ],
);

/** Every word posts were written with (migration 0016, kept by a trigger on posts): the words a misspelt search word is corrected to, by trigram distance. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });
