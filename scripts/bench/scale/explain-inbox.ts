import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { londonToday } from '@insolvency/shared-contracts';
import type { Database } from '../../../server/src/db/client';
import * as schema from '../../../server/src/db/schema';
import type { AuthUser } from '../../../server/src/services/auth/access-tokens';
import { postsByCriteria, type PageRequest } from '../../../server/src/services/interest/buyer-posts';
import type { ServiceContext } from '../../../server/src/services/context';
import { SCALE_EMAIL_DOMAIN } from './generate-scale-data';

/*
 * The buyer inbox's own SQL at scale, per sampled buyer: each page kind of the scale bench is
 * answered once by the product's service (warming the caches), then every statement it sent is
 * run again as the product runs it (a generic plan of a prepared statement) under EXPLAIN
 * (ANALYZE, BUFFERS), and its execution time, the buyer's criteria and match count are printed,
 * slowest first. Figures of single statements on an idle server, not of a loaded one.
 *
 *   node --import tsx scripts/bench/scale/explain-inbox.ts postgres://postgres@127.0.0.1:5432/bench_scale [--buyers=20 | --buyer=ID] [--plans]
 *
 * --buyer=ID measures that buyer alone (with --plans, to read their plans).
 *
 * Reads only. On the scale bench's database after `node scripts/bench/scale.mjs` has generated it.
 */

interface Recorded {
  query: string;
  params: unknown[];
}

interface Measured {
  buyerId: number;
  kind: string;
  total: number;
  criteria: string;
  statements: { ms: number; buffers: number; query: string; plan: string[] }[];
}

const PAGE_KINDS: [string, PageRequest][] = [
  ['default sort, page 1', {}],
  ['heading A-Z, page 1', { sort: 'heading', direction: 'asc' }],
  ['turnover, page 5', { sort: 'turnover', page: 5 }],
];

const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url?.startsWith('postgres')) throw new Error('usage: explain-inbox.ts <postgres url> [--buyers=20 | --buyer=ID] [--plans]');
  const showPlans = process.argv.includes('--plans');
  const sampled = Number(option('buyers', '20'));
  const pool = new Pool({ connectionString: url, max: 1, options: '-c plan_cache_mode=force_generic_plan' });
  let recording: Recorded[] | null = null;
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => recording?.push({ query, params }) } }) as unknown as Database;
  const now = () => new Date();
  const ctx = { db, now, today: () => londonToday(now()) } as unknown as ServiceContext;

  // The scale bench's sample: buyers spread evenly over the generated ones (scale-database.ts).
  const { rows: buyers } = await pool.query<{ id: number }>(
    `select id from users where role = 'Interested Party' and email1 like '%@' || $1 and email_confirmed and locked_out_until is null order by id`,
    [SCALE_EMAIL_DOMAIN],
  );
  const only = option('buyer', '');
  const spread = Array.from({ length: Math.min(sampled, buyers.length) }, (_, index) => buyers[Math.floor(((index + 0.5) * buyers.length) / sampled)]!.id);
  const sample = only ? [Number(only)] : spread;

  const describe = async (buyerId: number) => {
    const { rows } = await pool.query<{ d: string }>(
      `select concat_ws(' ',
        (select count(*) || ' locations' from buyer_location_preferences where user_id = $1),
        (select count(*) || ' turnovers' from buyer_turnover_preferences where user_id = $1),
        (select count(*) || ' employees' from buyer_employee_preferences where user_id = $1),
        (select nullif(count(*), 0) || ' categories' from buyer_category_preferences where user_id = $1),
        (select nullif(count(*), 0) || ' assets' from buyer_asset_preferences where user_id = $1),
        (select 'keywords "' || keywords || '"' from buyer_preferences where user_id = $1 and btrim(keywords) <> '')) as d`,
      [buyerId],
    );
    return rows[0]?.d ?? '';
  };

  const measured: Measured[] = [];
  let prepared = 0;
  for (const buyerId of sample) {
    const buyer = { id: buyerId, role: 'Interested Party' } as AuthUser;
    const criteria = await describe(buyerId);
    for (const [kind, request] of PAGE_KINDS) {
      const page = await postsByCriteria(ctx, buyer, request);
      recording = [];
      await postsByCriteria(ctx, buyer, request);
      const statements: Measured['statements'] = [];
      for (const { query, params } of recording) {
        const name = `explain_${prepared++}`;
        await pool.query(`prepare ${name} as ${query}`);
        const literals = params.map((value) => (value === null ? 'null' : `'${String(value).replace(/'/g, "''")}'`)).join(', ');
        const execute = `execute ${name}${params.length ? `(${literals})` : ''}`;
        await pool.query(execute); // the generic plan is made on a first execution
        const { rows } = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }] }>(
          `explain (analyze, buffers, format json) ${execute}`,
        );
        const [{ 'Execution Time': ms, Plan: top }] = rows[0]!['QUERY PLAN'];
        const plan = showPlans ? (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${execute}`)).rows.map((row) => row['QUERY PLAN']) : [];
        statements.push({ ms, buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0), query: query.replace(/\s+/g, ' ').slice(0, 160), plan });
        await pool.query(`deallocate ${name}`);
      }
      recording = null;
      measured.push({ buyerId, kind, total: page.total, criteria, statements });
    }
  }

  const totalMs = (entry: Measured) => entry.statements.reduce((sum, statement) => sum + statement.ms, 0);
  measured.sort((a, b) => totalMs(b) - totalMs(a));
  for (const entry of measured) {
    console.log(`${totalMs(entry).toFixed(2)} ms  buyer ${entry.buyerId} ${entry.kind}: ${entry.total} matches; ${entry.criteria}`);
    for (const statement of entry.statements) {
      console.log(`    ${statement.ms.toFixed(2)} ms, ${statement.buffers} buffers  ${statement.query}`);
      for (const line of statement.plan) console.log(`        ${line}`);
    }
  }
  const all = measured.map(totalMs).sort((a, b) => a - b);
  const at = (share: number) => all[Math.min(all.length - 1, Math.floor(share * all.length))]!.toFixed(2);
  const buffers = measured.reduce((sum, entry) => sum + entry.statements.reduce((inner, statement) => inner + statement.buffers, 0), 0);
  console.log(`\n${all.length} pages: database time per page p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${all[all.length - 1]!.toFixed(2)} ms; ${Math.round(buffers / all.length)} buffers a page`);
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
