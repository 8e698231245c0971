import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Every account. `role` holds the access token's role claim. Sellers have a capacity;
 * buyers have a function. E-mail addresses are stored as typed and matched lower-cased.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    email1: text('email1').notNull(),
    email2: text('email2'),
    passwordHash: text('password_hash').notNull(),
    titleId: integer('title_id'),
    forenames: text('forenames').notNull(),
    surname: text('surname').notNull(),
    position: text('position').notNull().default(''),
    company: text('company').notNull().default(''),
    functionId: integer('function_id'),
    functionOther: text('function_other'),
    capacityId: integer('capacity_id'),
    ipName: text('ip_name'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    customPriceRate: numeric('custom_price_rate', { precision: 10, scale: 2, mode: 'number' }),
    lockedOutUntil: timestamp('locked_out_until', { withTimezone: true, mode: 'date' }),
    lockoutReason: text('lockout_reason'),
    email1DisableReason: text('email1_disable_reason'),
    email1DisableDateTime: timestamp('email1_disable_date_time', { withTimezone: true, mode: 'date' }),
    email2DisableReason: text('email2_disable_reason'),
    email2DisableDateTime: timestamp('email2_disable_date_time', { withTimezone: true, mode: 'date' }),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true, mode: 'date' }),
    previousLoginDate: timestamp('previous_login_date', { withTimezone: true, mode: 'date' }),
    notificationsDismissedAt: timestamp('notifications_dismissed_at', { withTimezone: true, mode: 'date' }),
    optionalCriteriaSet: boolean('optional_criteria_set').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email1_lower_idx').on(sql`lower(${t.email1})`),
    index('users_role_idx').on(t.role),
    // The admin users table (migration 0008): each sort with one role and with every role, the
    // page's ids read from the index alone; newest login first is spec §9's default.
    index('users_role_last_login_idx').on(t.role, t.lastLoginDate.desc().nullsLast(), t.id.desc()),
    index('users_last_login_idx').on(t.lastLoginDate.desc().nullsLast(), t.id.desc()),
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_role_surname_idx').on(t.role, t.surname, t.forenames, t.id),
    index('users_surname_idx').on(t.surname, t.forenames, t.id),
    index('users_role_login_count_idx').on(t.role, t.loginCount, t.id),
    index('users_login_count_idx').on(t.loginCount, t.id),
    // The search (ILIKE '%text%' on the name, company or e-mail): trigrams, pg_trgm.
    index('users_search_trgm_idx').using('gin', sql`(${t.forenames} || ' ' || ${t.surname}) gin_trgm_ops`, sql`${t.company} gin_trgm_ops`, sql`${t.email1} gin_trgm_ops`),
  ],
);

/** One postal address and phone numbers per user. */
export const userAddresses = pgTable('user_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  addressLine3: text('address_line3'),
  townCity: text('town_city').notNull(),
  county: text('county'),
  postcode: text('postcode').notNull(),
  countryCode: text('country_code').notNull(),
  telephone: text('telephone').notNull(),
  mobile: text('mobile'),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh rotates the token within its
 * family; presenting a token already used (rotated or revoked) revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use tokens for e-mail confirmation and password reset (stored hashed). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/** Failed login attempts, counted per account and per client address for throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.attemptedAt), index('login_attempts_ip_idx').on(t.ip, t.attemptedAt)],
);
