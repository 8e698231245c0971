import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { londonToday } from '@insolvency/shared-contracts';
import type { Database } from '../../../server/src/db/client';
import * as schema from '../../../server/src/db/schema';
import { dashboardFigures } from '../../../server/src/services/admin/dashboards';
import { listAdminCertificates, listAdminInvoices } from '../../../server/src/services/admin/documents';
import { listAdminPosts } from '../../../server/src/services/admin/posts';
import { getAdminUser, listAdminUsers } from '../../../server/src/services/admin/users';
import type { ServiceContext } from '../../../server/src/services/context';
import { scaleEmail } from './generate-scale-data';

/*
 * The admin calls' own SQL at scale, one statement at a time: each case runs the product's
 * service once (warming the cache), records the statements drizzle sends, then runs each of
 * them again under EXPLAIN (ANALYZE, BUFFERS) and reports its execution time, its plan's
 * scans and the buffers it touched. Figures of single statements, not of a loaded server.
 *
 *   node --import tsx scripts/bench/scale/explain-admin.ts postgres://postgres@127.0.0.1:5432/bench_scale_admin [--plans]
 *
 * Reads only (the services called here do not write). On the scale bench's database after
 * `node scripts/bench/scale.mjs --pg-database=<name>` has generated it.
 */

interface Recorded {
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (/Scan/.test(node['Node Type'])) {
    const on = node['Index Name'] ?? node['Relation Name'] ?? '';
    out.push(`${node['Node Type']}${on ? ` ${on}` : ''}${node['Heap Fetches'] ? ` (heap fetches ${node['Heap Fetches']})` : ''}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: explain-admin.ts <postgres url> [--plans]');
  const showPlans = process.argv.includes('--plans');
  const pool = new Pool({ connectionString: url, max: 2 });
  let recording: Recorded[] | null = null;
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => recording?.push({ query, params }) } }) as unknown as Database;
  const now = () => new Date();
  const ctx = { db, now, today: () => londonToday(now()) } as unknown as ServiceContext;

  const idOf = async (email: string) => {
    const { rows } = await pool.query<{ id: number }>('select id from users where email1 = $1', [email]);
    if (!rows[0]) throw new Error(`no user ${email}`);
    return rows[0].id;
  };
  const [buyers] = (await pool.query<{ n: string }>(`select count(*) as n from users where role = 'Interested Party'`)).rows;
  const [postCount] = (await pool.query<{ n: string }>('select count(*) as n from posts')).rows;
  const lastUsersPage = Math.ceil(Number(buyers?.n ?? 0) / 50);
  const lastPostsPage = Math.ceil(Number(postCount?.n ?? 0) / 50);
  // The user detail's worst cases: the buyer with the most expressions of interest, the seller with the most posts.
  const busiest = async (query: string, fallback: string) => {
    const { rows } = await pool.query<{ id: number }>(query);
    return rows[0]?.id ?? idOf(fallback);
  };
  const buyer = await busiest('select buyer_id as id from expressions_of_interest group by buyer_id order by count(*) desc, buyer_id limit 1', scaleEmail('buyer', 1));
  const seller = await busiest('select created_by as id from posts group by created_by order by count(*) desc, created_by limit 1', scaleEmail('seller', 1));
  const users = { page: 1, pageSize: 50, sort: 'lastLogin' } as const;
  const documents = { daysAfterCreation: 28, page: 1, pageSize: 50, order: 'desc', sort: 'createdDate' } as const;

  const cases: [string, () => Promise<unknown>][] = [
    ['admin/users default (sellers, last login)', () => listAdminUsers(ctx, users)],
    ['admin/users buyers by last login, page 500', () => listAdminUsers(ctx, { ...users, buyersOnly: true, page: 500 })],
    ['admin/users buyers by surname', () => listAdminUsers(ctx, { ...users, buyersOnly: true, sort: 'surname' })],
    ['admin/users everyone by created, 500 a page', () => listAdminUsers(ctx, { ...users, sellersOnly: false, sort: 'created', pageSize: 500 })],
    [`admin/users buyers by login count, page ${lastUsersPage}`, () => listAdminUsers(ctx, { ...users, buyersOnly: true, sort: 'loginCount', page: lastUsersPage })],
    ['admin/users everyone, search "smith"', () => listAdminUsers(ctx, { ...users, sellersOnly: false, search: 'smith' })],
    ['admin/users buyers, search "buyer-4242@"', () => listAdminUsers(ctx, { ...users, buyersOnly: true, search: 'buyer-4242@' })],
    ['admin/users everyone, search "scale.test" (every user)', () => listAdminUsers(ctx, { ...users, sellersOnly: false, search: 'scale.test' })],
    ['admin/posts page 1', () => listAdminPosts(ctx, 1, 50)],
    [`admin/posts page ${lastPostsPage}`, () => listAdminPosts(ctx, lastPostsPage, 50)],
    ['admin/posts 500 a page', () => listAdminPosts(ctx, 1, 500)],
    ['admin/invoice-list 28 days, page 1', () => listAdminInvoices(ctx, documents)],
    ['admin/invoice-list 28 days by end date, page 300', () => listAdminInvoices(ctx, { ...documents, sort: 'endDate', page: 300 })],
    ['admin/invoice-list 365 days by total price, page 100', () => listAdminInvoices(ctx, { ...documents, daysAfterCreation: 365, sort: 'totalPrice', page: 100 })],
    ['admin/certificate-list 14 days, page 1', () => listAdminCertificates(ctx, { ...documents, daysAfterCreation: 14, pageSize: 25 })],
    ['admin/certificate-list 365 days, page 200', () => listAdminCertificates(ctx, { ...documents, daysAfterCreation: 365, pageSize: 25, page: 200 })],
    ['admin/user, the buyer with the most expressions of interest', () => getAdminUser(ctx, buyer)],
    ['admin/user, the seller with the most posts', () => getAdminUser(ctx, seller)],
    ['admin/dashboard-figures 26 weeks', () => dashboardFigures(ctx, 26)],
    ['admin/dashboard-figures 104 weeks', () => dashboardFigures(ctx, 104)],
  ];

  for (const [name, run] of cases) {
    await run(); // warm
    recording = [];
    const started = performance.now();
    await run();
    const wallMs = performance.now() - started;
    const statements = recording;
    recording = null;
    console.log(`\n## ${name}: service ${wallMs.toFixed(1)} ms, ${statements.length} statements`);
    for (const { query, params } of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`explain (analyze, buffers, format json) ${query}`, params);
      const [{ Plan, 'Execution Time': ms }] = rows[0]!['QUERY PLAN'];
      const hit = Plan['Shared Hit Blocks'] ?? 0;
      const read = Plan['Shared Read Blocks'] ?? 0;
      console.log(`- ${ms.toFixed(2)} ms, buffers hit ${hit} read ${read}: ${[...new Set(scans(Plan))].join('; ')}`);
      console.log(`    ${query.replace(/\s+/g, ' ').slice(0, 220)}`);
      if (showPlans) {
        const text = await pool.query(`explain (analyze, buffers) ${query}`, params);
        for (const line of text.rows) console.log(`      ${line['QUERY PLAN']}`);
      }
    }
  }
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
