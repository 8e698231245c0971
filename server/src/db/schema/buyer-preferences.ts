import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { AlertFrequency } from '@insolvency/shared-contracts';
import { categories, employeeBands, keyAssets, locations, turnoverBands } from './labels';
import { users } from './users';

export const KEYWORDS_MAX_LENGTH = 1000;

/** A buyer's free-text criteria, the profile text last used to express interest and their mail choices. */
export const buyerPreferences = pgTable(
  'buyer_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywords: varchar('keywords', { length: KEYWORDS_MAX_LENGTH }).notNull().default(''),
    expressionProfile: text('expression_profile'),
    /** One mail per matching post, or one daily digest of the day's matches. */
    alertFrequency: text('alert_frequency').$type<AlertFrequency>().notNull().default('each'),
    matchAlerts: boolean('match_alerts').notNull().default(true),
    watchlistReminders: boolean('watchlist_reminders').notNull().default(true),
  },
  (t) => [check('buyer_preferences_alert_frequency_check', sql`${t.alertFrequency} in ('each', 'daily')`)],
);

const userColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const buyerLocationPreferences = pgTable(
  'buyer_location_preferences',
  {
    userId: userColumn(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('buyer_location_preferences_location_idx').on(t.locationId)],
);

export const buyerTurnoverPreferences = pgTable(
  'buyer_turnover_preferences',
  {
    userId: userColumn(),
    turnoverId: integer('turnover_id')
      .notNull()
      .references(() => turnoverBands.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.turnoverId] }), index('buyer_turnover_preferences_turnover_idx').on(t.turnoverId)],
);

export const buyerEmployeePreferences = pgTable(
  'buyer_employee_preferences',
  {
    userId: userColumn(),
    employeesId: integer('employees_id')
      .notNull()
      .references(() => employeeBands.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.employeesId] }), index('buyer_employee_preferences_employees_idx').on(t.employeesId)],
);

export const buyerCategoryPreferences = pgTable(
  'buyer_category_preferences',
  {
    userId: userColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index('buyer_category_preferences_category_idx').on(t.categoryId)],
);

export const buyerAssetPreferences = pgTable(
  'buyer_asset_preferences',
  {
    userId: userColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => keyAssets.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('buyer_asset_preferences_asset_idx').on(t.assetId)],
);
