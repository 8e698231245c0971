import { sql } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../../server/src/db/client';
import { SCALE_EMAIL_DOMAIN, scaleEmail } from './generate-scale-data';

/*
 * The fan-out scenario: a draft that every generated buyer's preferences match. Its heading
 * names every keyword the generator gives buyers, and it has every location, category and
 * asset; its turnover and employee bands are added to the buyers who had not chosen them
 * (noted in `bench_scale_widened`, so `removeFanOutPost` puts the preferences back).
 */

const FAN_OUT_REFERENCE = 'FANOUT-SCALE';

export interface FanOutPost {
  postId: number;
  sellerEmail: string;
  /** Buyers whose preferences match the post. */
  matchingBuyers: number;
  /** Of those, the ones with a confirmed address that mail may be sent to: the alerts expected. */
  expectedAlerts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function createFanOutPost(db: Database): Promise<FanOutPost> {
  await removeFanOutPost(db);
  const sellerEmail = scaleEmail('seller', 1);
  return db.transaction(async (tx) => {
    const keywords = rowsOf<{ words: string }>(
      await tx.execute(sql`select string_agg(distinct btrim(k.word), ' ') as words from buyer_preferences,
        regexp_split_to_table(keywords, '[,;\\n]+') as k(word) where btrim(k.word) <> ''`),
    )[0]?.words;
    const [post] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into posts (reference, activity_heading, description, business_status_id, trading_status_id, turnover_id, employees_id, admin_approved, created_by)
        select ${FAN_OUT_REFERENCE}, 'Group of businesses for sale', '<p>' || ${keywords ?? ''} || '</p>', 1, 1, 3, 2, true, id from users where lower(email1) = ${sellerEmail}
        returning id`),
    );
    await tx.execute(sql`insert into post_locations (post_id, location_id) select ${post.id}, id from locations`);
    await tx.execute(sql`insert into post_categories (post_id, category_id, is_primary)
      select ${post.id}, id, id = (select min(id) from categories where parent_id is not null) from categories where parent_id is not null`);
    await tx.execute(sql`insert into post_assets (post_id, asset_id) select ${post.id}, id from key_assets`);
    await tx.execute(sql`create table bench_scale_widened (user_id int not null, band text not null)`);
    await tx.execute(sql`with added as (insert into buyer_turnover_preferences (user_id, turnover_id)
        select id, 3 from users where role = ${ROLES.buyer} and email1 like '%@' || ${SCALE_EMAIL_DOMAIN} on conflict do nothing returning user_id)
      insert into bench_scale_widened select user_id, 'turnover' from added`);
    await tx.execute(sql`with added as (insert into buyer_employee_preferences (user_id, employees_id)
        select id, 2 from users where role = ${ROLES.buyer} and email1 like '%@' || ${SCALE_EMAIL_DOMAIN} on conflict do nothing returning user_id)
      insert into bench_scale_widened select user_id, 'employees' from added`);
    const [counts] = rowsOf<{ matching: number; expected: number }>(
      await tx.execute(sql`select count(*)::int as matching,
          count(*) filter (where u.email_confirmed and u.email1_disable_reason is null)::int as expected
        from users u where u.role = ${ROLES.buyer} and u.email1 like '%@' || ${SCALE_EMAIL_DOMAIN}`),
    );
    return { postId: post.id, sellerEmail, matchingBuyers: counts.matching, expectedAlerts: counts.expected };
  });
}

export interface FanOutFigures {
  periodId: number | null;
  /** From the period's creation (the seller's Post Now) to the commit that queued the alerts. */
  queuedAfterMs: number | null;
  interestedPartiesEmailed: number;
  jobsByStatus: Record<string, number>;
}

export async function fanOutFigures(db: Database, postId: number): Promise<FanOutFigures> {
  const [period] = rowsOf<{ id: number; created_at: string; buyers_notified_at: string | null; interested_parties_emailed: number }>(
    await db.execute(sql`select id, created_at, buyers_notified_at, interested_parties_emailed from posting_periods where post_id = ${postId} order by id desc limit 1`),
  );
  if (!period) return { periodId: null, queuedAfterMs: null, interestedPartiesEmailed: 0, jobsByStatus: {} };
  const jobs = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select state::text as status, count(*)::int as n from pgboss.job where name = 'mail' and singleton_key like ${`match-alert:${period.id}:%`} group by state`),
  );
  return {
    periodId: Number(period.id),
    queuedAfterMs: period.buyers_notified_at ? new Date(period.buyers_notified_at).getTime() - new Date(period.created_at).getTime() : null,
    interestedPartiesEmailed: Number(period.interested_parties_emailed),
    jobsByStatus: Object.fromEntries(jobs.map((row) => [row.status, Number(row.n)])),
  };
}

/** Deletes the fan-out post, its alerts and the preferences added for it (a kept database stays as generated). */
export async function removeFanOutPost(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const alertKeys = sql`like 'match-alert:%' and substring(key from 'match-alert:(\\d+):')::int in
      (select pp.id from posting_periods pp join posts p on p.id = pp.post_id where p.reference = ${FAN_OUT_REFERENCE})`;
    await tx.execute(sql`delete from pgboss.job j using (select key from job_once_keys where key ${alertKeys}) k where j.name = 'mail' and j.singleton_key = k.key`);
    await tx.execute(sql`delete from job_once_keys where key ${alertKeys}`);
    await tx.execute(sql`delete from posts where reference = ${FAN_OUT_REFERENCE}`);
    const widened = rowsOf<{ t: string | null }>(await tx.execute(sql`select to_regclass('bench_scale_widened')::text as t`))[0]?.t;
    if (!widened) return;
    await tx.execute(sql`delete from buyer_turnover_preferences b using bench_scale_widened w where w.band = 'turnover' and b.user_id = w.user_id and b.turnover_id = 3`);
    await tx.execute(sql`delete from buyer_employee_preferences b using bench_scale_widened w where w.band = 'employees' and b.user_id = w.user_id and b.employees_id = 2`);
    await tx.execute(sql`drop table bench_scale_widened`);
  });
}
