import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client';
import { generateScaleData, SCALE_EMAIL_DOMAIN, type ScaleSizes } from './generate-scale-data';

/*
 * The scale bench's own database, migrated by the product's migrator: on PostgreSQL the
 * database `name` on the server of `serverUrl` (created when missing, never `postgres` or
 * `test`), on PGlite the folder the product would use (`<DATA_DIR>/db`).
 */

export type ScaleTarget = { kind: 'postgres'; serverUrl: string; name: string } | { kind: 'pglite'; dbDir: string };

const PROTECTED_DATABASES = new Set(['postgres', 'test', 'template0', 'template1']);

export function databaseUrl(target: Extract<ScaleTarget, { kind: 'postgres' }>): string {
  const url = new URL(target.serverUrl);
  url.pathname = `/${target.name}`;
  return url.toString();
}

/** Drops and creates the bench database (PostgreSQL); refuses the databases the test suites use. */
async function recreatePostgresDatabase(target: Extract<ScaleTarget, { kind: 'postgres' }>): Promise<void> {
  if (PROTECTED_DATABASES.has(target.name) || !/^[a-z_][a-z0-9_]*$/.test(target.name)) {
    throw new Error(`refusing to use the database ${JSON.stringify(target.name)} for the scale bench`);
  }
  const admin = new Client({ connectionString: target.serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${target.name} with (force)`);
    await admin.query(`create database ${target.name}`);
  } finally {
    await admin.end();
  }
}

export function openScaleDatabase(target: ScaleTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openDatabase({ url: databaseUrl(target) }) : openDatabase({ dataDir: target.dbDir });
}

/** What is in the database: generated users by role and posts. */
export async function scaleCounts(handle: DatabaseHandle): Promise<{ buyers: number; sellers: number; admins: number; posts: number }> {
  const rows = (
    (await handle.db.execute(sql`select
      (select count(*) from users where role = 'Interested Party' and email1 like '%@' || ${SCALE_EMAIL_DOMAIN})::int as buyers,
      (select count(*) from users where role = 'Insolvency Practitioner' and email1 like '%@' || ${SCALE_EMAIL_DOMAIN})::int as sellers,
      (select count(*) from users where role = 'Admin' and email1 like '%@' || ${SCALE_EMAIL_DOMAIN})::int as admins,
      (select count(*) from posts where reference ~ '^SC[0-9]+$')::int as posts`)) as unknown as { rows: { buyers: number; sellers: number; admins: number; posts: number }[] }
  ).rows[0];
  return { buyers: Number(rows.buyers), sellers: Number(rows.sellers), admins: Number(rows.admins), posts: Number(rows.posts) };
}

/**
 * A database holding `sizes`: reused as it is when `reuse` is set and the counts agree,
 * otherwise made afresh and generated. Answers the generation time (null when reused).
 */
export async function prepareScaleDatabase(target: ScaleTarget, sizes: ScaleSizes, reuse: boolean, log: (line: string) => void): Promise<number | null> {
  if (reuse) {
    try {
      const handle = await openScaleDatabase(target);
      try {
        const counts = await scaleCounts(handle);
        if (counts.buyers === sizes.buyers && counts.posts === sizes.posts && counts.sellers === sizes.sellers) return null;
      } finally {
        await handle.close();
      }
    } catch {
      // Not there yet: generated below.
    }
  }
  if (target.kind === 'postgres') await recreatePostgresDatabase(target);
  const handle = await openScaleDatabase(target);
  try {
    return await generateScaleData(handle.db, sizes, log);
  } finally {
    await handle.close();
  }
}

/** `count` buyers spread evenly over the generated ones who may log in (confirmed, not locked): the same on every run. */
export async function sampleBuyerEmails(handle: DatabaseHandle, count: number): Promise<string[]> {
  const { rows } = (await handle.db.execute(sql`select email1 from users
    where role = 'Interested Party' and email1 like '%@' || ${SCALE_EMAIL_DOMAIN} and email_confirmed and locked_out_until is null order by id`)) as unknown as { rows: { email1: string }[] };
  return Array.from({ length: Math.min(count, rows.length) }, (_, index) => rows[Math.floor(((index + 0.5) * rows.length) / count)].email1);
}

/** The user detail's worst cases: the buyer with the most expressions of interest and the seller with the most posts. */
export async function busiestUsers(handle: DatabaseHandle): Promise<{ buyer: number; seller: number }> {
  const { rows } = (await handle.db.execute(sql`select
    coalesce((select buyer_id from expressions_of_interest group by buyer_id order by count(*) desc, buyer_id limit 1),
             (select min(id) from users where role = 'Interested Party')) as buyer,
    (select created_by from posts group by created_by order by count(*) desc, created_by limit 1) as seller`)) as unknown as { rows: { buyer: number; seller: number }[] };
  return { buyer: Number(rows[0].buyer), seller: Number(rows[0].seller) };
}
