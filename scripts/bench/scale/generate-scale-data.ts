import { sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../../server/src/db/client';
import { seedReferenceLabels } from '../../../server/src/seed/reference-labels';
import { hashPassword } from '../../../server/src/services/auth/passwords';

/*
 * Fills a migrated, empty database with a marketplace at scale, set-based (INSERT ... SELECT
 * over generate_series): sellers and admins, buyers with preferences as buyers set them (a few
 * regions or 'any', a range of sizes or 'any', a sector or some categories or none, keywords
 * now and then), and posts in every status with their locations, categories, assets, posting
 * periods and invoices. Every account has the password SCALE_PASSWORD (one argon2 hash).
 */

export const SCALE_PASSWORD = 'Scale-bench-1';
export const SCALE_EMAIL_DOMAIN = 'scale.test';
export const scaleEmail = (role: 'buyer' | 'seller' | 'admin', n: number) => `${role}-${n}@${SCALE_EMAIL_DOMAIN}`;

export interface ScaleSizes {
  buyers: number;
  sellers: number;
  admins: number;
  posts: number;
}

/** Trades in post headings and buyers' keywords (so keywords do match some posts). */
const TRADES = [
  'bakery', 'brewery', 'engineering', 'printing', 'tannery', 'haulage', 'software', 'restaurant', 'hotel', 'garage',
  'joinery', 'textiles', 'pharmacy', 'dental practice', 'care home', 'construction', 'plumbing', 'recruitment', 'marketing agency',
  'logistics', 'farm', 'vineyard', 'cafe', 'gym', 'florist', 'publishing', 'laboratory', 'foundry', 'nursery', 'wholesale',
];
const TOWNS = ['Leeds', 'Manchester', 'Bristol', 'Cardiff', 'Glasgow', 'Norwich', 'York', 'Bath', 'Derby', 'Exeter', 'Belfast', 'Hull', 'Luton', 'Reading', 'Stoke', 'Ipswich'];
const QUALITIES = ['Established', 'Award-winning', 'Family-run', 'Profitable', 'Long-standing', 'Growing', 'Specialist', 'Independent'];
const FORENAMES = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Noah', 'Grace', 'Leo', 'Freya', 'Arthur', 'Lily', 'Oscar', 'Evie', 'Mohammed', 'Sophia', 'Charlie', 'Ella'];
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Khan', 'Hughes', 'Edwards', 'Hill'];
const COMPANIES = ['Begbies', 'Kroll', 'FRP Advisory', 'Interpath', 'Leonard Curtis', 'Quantuma', 'Begbies Traynor', 'Opus', 'Azets', 'Moorfields', 'Grant Thornton', 'PKF'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
/** One element of a text array, picked at random per row. */
const pick = (values: readonly string[]) => sql`(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;

async function run(tx: Database, label: string, statement: SQL, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await tx.execute(statement);
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Generates the data in one transaction; answers how long it took in seconds. */
export async function generateScaleData(db: Database, sizes: ScaleSizes, log: (line: string) => void = console.log): Promise<number> {
  const started = performance.now();
  await seedReferenceLabels(db);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const buyer = ROLES.buyer;
  const seller = ROLES.seller;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await run(
      tx,
      `users (${sizes.admins} admins, ${sizes.sellers} sellers, ${sizes.buyers} buyers)`,
      sql`insert into users (role, email1, password_hash, forenames, surname, company, position, capacity_id, ip_name, function_id,
            email_confirmed, flagged, login_count, last_login_date, previous_login_date, created_at, email1_disable_reason, email1_disable_date_time)
          select kind.role, kind.prefix || '-' || g || '@' || ${SCALE_EMAIL_DOMAIN}, ${passwordHash}, ${pick(FORENAMES)}, ${pick(SURNAMES)},
            case when kind.role = ${seller} then ${pick(COMPANIES)} || ' LLP' else ${pick(TOWNS)} || ' Holdings Ltd' end,
            case when kind.role = ${seller} then 'Insolvency Practitioner' else 'Director' end,
            case when kind.role = ${seller} then 1 end, null, case when kind.role = ${buyer} then 1 + floor(random() * 3)::int end,
            random() < 0.95, random() < 0.01, floor(random() * 200)::int,
            case when random() < 0.9 then now() - random() * interval '365 days' end,
            case when random() < 0.8 then now() - interval '365 days' - random() * interval '365 days' end,
            now() - interval '60 days' - random() * interval '1000 days',
            case when random() < 0.02 then 'bounce' end, case when random() < 0.02 then now() - random() * interval '100 days' end
          from (values (${ROLES.admin}, 'admin', ${sizes.admins}::int), (${seller}, 'seller', ${sizes.sellers}::int), (${buyer}, 'buyer', ${sizes.buyers}::int)) as kind(role, prefix, n)
          cross join lateral generate_series(1, kind.n) g`,
      log,
    );
    // The demo admin, seller and buyer of the bench log in with known addresses: confirmed and not locked.
    await tx.execute(sql`update users set email_confirmed = true, email1_disable_reason = null, email1_disable_date_time = null, flagged = false
      where email1 like '%-1@' || ${SCALE_EMAIL_DOMAIN}`);

    await tx.execute(sql`create temporary table scale_buyers on commit drop as
      select id, random() < 0.2 as any_location, 1 + floor(random() * 12)::int as home_location, 0.05 + random() * 0.2 as location_share,
        random() < 0.3 as any_turnover, 1 + floor(random() * 7)::int as turnover_from, 1 + floor(random() * 3)::int as turnover_width,
        random() < 0.3 as any_employees, 1 + floor(random() * 7)::int as employees_from, 1 + floor(random() * 3)::int as employees_width,
        random() as category_kind, random() < 0.25 as has_keywords, random() < 0.15 as has_assets
      from users where role = ${buyer} and email1 like '%@' || ${SCALE_EMAIL_DOMAIN}`);
    await run(
      tx,
      'buyer locations',
      sql`insert into buyer_location_preferences (user_id, location_id)
          select b.id, l.id from scale_buyers b cross join locations l
          where b.any_location or l.id = b.home_location or random() < b.location_share`,
      log,
    );
    await run(
      tx,
      'buyer turnover and employee bands',
      sql`insert into buyer_turnover_preferences (user_id, turnover_id)
          select b.id, t.id from scale_buyers b cross join turnover_bands t
          where b.any_turnover or t.id between b.turnover_from and b.turnover_from + b.turnover_width`,
      log,
    );
    await tx.execute(sql`insert into buyer_employee_preferences (user_id, employees_id)
      select b.id, e.id from scale_buyers b cross join employee_bands e
      where b.any_employees or e.id between b.employees_from and b.employees_from + b.employees_width`);
    // 45 % no categories (any), 20 % one sector (covers its children), 35 % a few categories.
    await run(
      tx,
      'buyer categories',
      sql`insert into buyer_category_preferences (user_id, category_id)
          select b.id, c.id from scale_buyers b cross join categories c
          where (b.category_kind between 0.45 and 0.65 and c.parent_id is null and c.id = 100 * (1 + floor((b.category_kind - 0.45) * 65)::int))
             or (b.category_kind > 0.65 and c.parent_id is not null and random() < 0.04)`,
      log,
    );
    await tx.execute(sql`insert into buyer_asset_preferences (user_id, asset_id)
      select b.id, a.id from scale_buyers b cross join key_assets a where b.has_assets and random() < 0.2`);
    await run(
      tx,
      'buyer keywords',
      sql`insert into buyer_preferences (user_id, keywords)
          select b.id, case when b.has_keywords then concat_ws(', ', ${pick(TRADES)}, case when random() < 0.5 then ${pick(TRADES)} end, case when random() < 0.3 then ${pick(TOWNS)} end) else '' end
          from scale_buyers b`,
      log,
    );

    // Status mix: 8 % drafts, 4 % scheduled, 15 % for sale, 55 % expired, 8 % sold, 10 % withdrawn.
    await tx.execute(sql`create temporary table scale_posts on commit drop as
      select g as n, r,
        case when r < 0.08 then 'draft' when r < 0.12 then 'scheduled' when r < 0.27 then 'forSale' when r < 0.82 then 'expired' when r < 0.90 then 'sold' else 'withdrawn' end as status,
        (select array_agg(id) from users where role = ${seller} and email1 like '%@' || ${SCALE_EMAIL_DOMAIN}) as sellers
      from (select g, random() as r from generate_series(1, ${sizes.posts}::int) g) numbered`);
    await tx.execute(sql`alter table scale_posts add column start_date date, add column created_at timestamptz, add column post_id int`);
    await tx.execute(sql`update scale_posts set start_date = case status
        when 'draft' then null
        when 'scheduled' then current_date + 1 + floor(random() * 30)::int
        when 'forSale' then current_date - floor(random() * 27)::int
        else current_date - 60 - floor(random() * 1000)::int end`);
    await tx.execute(sql`update scale_posts set created_at = coalesce(least(start_date, current_date)::timestamptz, now() - random() * interval '200 days') - random() * interval '10 days'`);
    await run(
      tx,
      `posts (${sizes.posts})`,
      sql`with inserted as (
            insert into posts (reference, activity_heading, description, business_status_id, trading_status_id, turnover_id, employees_id,
              admin_approved, sold, created_by, created_at, withdrawn_at)
            select 'SC' || lpad(p.n::text, 6, '0'),
              ${pick(QUALITIES)} || ' ' || ${pick(TRADES)} || ' in ' || ${pick(TOWNS)},
              '<p>A ' || ${pick(TRADES)} || ' business trading since ' || (1950 + floor(random() * 70)::int) || ', with freehold premises, a skilled team and a loyal customer base in ' || ${pick(TOWNS)} || '.</p><p>Sale of the business and assets as a going concern.</p>',
              1 + floor(random() * 11)::int, 1 + floor(random() * 4)::int,
              least(9, 1 + floor(random() * random() * 10)::int), least(9, 1 + floor(random() * random() * 10)::int),
              random() < 0.85, p.status = 'sold', p.sellers[1 + floor(random() * array_length(p.sellers, 1))::int], p.created_at,
              case when p.status = 'withdrawn' then p.start_date + 5 + floor(random() * 20)::int end
            from scale_posts p order by p.n
            returning id, reference)
          update scale_posts p set post_id = inserted.id from inserted where inserted.reference = 'SC' || lpad(p.n::text, 6, '0')`,
      log,
    );
    await run(
      tx,
      'post locations, categories, assets',
      sql`insert into post_locations (post_id, location_id)
          select p.post_id, l.id from scale_posts p cross join locations l
          where l.id = 1 + (p.n * 7) % 12 or random() < 0.06`,
      log,
    );
    await tx.execute(sql`insert into post_categories (post_id, category_id, is_primary)
      select p.post_id, (select id from categories where parent_id is not null order by id offset (p.n * 31) % (select count(*) from categories where parent_id is not null) limit 1), true
      from scale_posts p`);
    await tx.execute(sql`insert into post_categories (post_id, category_id, is_primary)
      select p.post_id, c.id, false from scale_posts p cross join categories c
      where c.parent_id is not null and random() < 0.01 on conflict do nothing`);
    await tx.execute(sql`insert into post_assets (post_id, asset_id)
      select p.post_id, a.id from scale_posts p cross join key_assets a where random() < 0.12`);
    // One period per posted post (28 days, a few longer), one in ten for-sale posts reposted after an earlier period.
    await run(
      tx,
      'posting periods and invoices',
      sql`insert into posting_periods (post_id, start_date, end_date, created_at, buyers_notified_at, interested_parties_emailed)
          select p.post_id, p.start_date, p.start_date + case when random() < 0.2 then 55 else 27 end, p.created_at,
            case when p.start_date <= current_date then p.start_date::timestamptz end, floor(random() * 300)::int
          from scale_posts p where p.start_date is not null
          union all
          select p.post_id, p.start_date - 120, p.start_date - 93, p.created_at - interval '120 days', p.created_at - interval '120 days', floor(random() * 300)::int
          from scale_posts p where p.status = 'forSale' and random() < 0.1`,
      log,
    );
    await tx.execute(sql`insert into invoices (period_id, price_rate, total_days, first28_quantity, first28_amount, further28_quantity, further28_amount,
        sub_total, vat_amount, total_price, created_at, due_date)
      select pp.id, 345, days, 1, 345, further, 345 * further, 345 * (1 + further), 69 * (1 + further), 414 * (1 + further), pp.created_at, (pp.created_at + interval '30 days')::date
      from posting_periods pp cross join lateral (select pp.end_date - pp.start_date + 1 as days, greatest(0, ceil((pp.end_date - pp.start_date + 1 - 28) / 28.0))::int as further) f
      where pp.post_id in (select post_id from scale_posts)`);
    // Expressions of interest: none to four per posted post from buyers picked at random, made
    // while it was on sale; and buyer-1 interested in one posted post in twenty (the admin user
    // detail's worst case: every expression in one answer).
    await run(
      tx,
      'expressions of interest',
      sql`with b as (select array_agg(id order by id) as ids from scale_buyers)
          insert into expressions_of_interest (buyer_id, post_id, profile, created_at)
          select b.ids[1 + floor(random() * array_length(b.ids, 1))::int], p.post_id, 'Scale bench interest',
            least(now(), p.start_date::timestamptz + random() * interval '27 days')
          from scale_posts p cross join b cross join lateral generate_series(1, p.n % 5) k
          where p.start_date is not null
          union all
          select u.id, p.post_id, 'Scale bench interest', least(now(), p.start_date::timestamptz + random() * interval '27 days')
          from scale_posts p cross join (select id from users where email1 = ${scaleEmail('buyer', 1)}) u
          where p.start_date is not null and p.n % 20 = 0
          on conflict do nothing`,
      log,
    );
  });
  // The triggers rewrote every post row several times: reclaim and re-plan before measuring.
  await run(db, 'vacuum analyze', sql`vacuum analyze`, log);
  // Those rewrites, all in one transaction, also left each index of posts about five times the
  // size of one holding the same rows (the For Sale indexes: 75 MB instead of 16 MB), pages of
  // dead entries interleaved over every key, which the vacuum empties but never merges. A
  // database grown post by post does not look like that: the dead entries of a new post sit
  // together at the end of the date range and the space is reused by the next ones. Measured on
  // the bloated indexes, the inbox's scan read five times the pages and took about a quarter longer.
  await run(db, 'reindex posts', sql`reindex table posts`, log);
  return (performance.now() - started) / 1000;
}
