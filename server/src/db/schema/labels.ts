import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Reference label sets. Ids are fixed by the seed (they travel in payloads and are kept by
 * browsers), so label tables take explicit ids; `sort_order` orders them in pickers.
 */

export const titles = pgTable('titles', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** ISO 3166-1 alpha-2 codes; `country_code` elsewhere refers to `code`. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The capacity in which a seller acts; code '2' must name the Insolvency Practitioner. */
export const capacities = pgTable('capacities', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** A buyer's function (trade buyer, investor, ...). */
export const buyerFunctions = pgTable('buyer_functions', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** UK regions and nations. */
export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const turnoverBands = pgTable('turnover_bands', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const employeeBands = pgTable('employee_bands', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Business categories: sectors (no parent) and their children, one level deep. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const keyAssets = pgTable('key_assets', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Appointment (business) status of a post: Administration, Liquidation, ... */
export const appointmentStatuses = pgTable('appointment_statuses', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const tradingStatuses = pgTable('trading_statuses', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const interestedStatuses = pgTable('interested_statuses', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const contactUsTopics = pgTable('contact_us_topics', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

