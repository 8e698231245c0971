import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { londonToday, type SearchFilter } from '@insolvency/shared-contracts';
import { searchQuerySchema } from '@insolvency/shared-contracts/schemas';
import type { Database } from '../../../server/src/db/client';
import * as schema from '../../../server/src/db/schema';
import type { ServiceContext } from '../../../server/src/services/context';
import { searchPosts } from '../../../server/src/services/search/search-posts';

/*
 * The public search's own SQL at scale, one statement at a time, for the shapes the scale bench
 * times (or the queries given): each runs the product's service once (warming the caches), records
 * the statements drizzle sends, then runs each again under EXPLAIN (ANALYZE, BUFFERS) and reports
 * its execution time, its plan's scans and the buffers it touched. Single statements, no load.
 * With `--repeat=N` each statement runs N times and the least and the median time are reported:
 * on a machine others load, the least is the statement's own cost.
 *
 *   node --import tsx scripts/bench/scale/explain-search.ts postgres://postgres@127.0.0.1:5432/bench_scale [--plans] [--repeat=N] ['q=bakery%20leeds' ...]
 */

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

const SHAPES = [
  'q=bakrey',
  'q=bak',
  'q=bakery%20leeds&region=7&turnover=3',
  'q=',
  `q=${encodeURIComponent('bakery OR brewery -leeds')}`,
  `q=${encodeURIComponent('"care home" york')}`,
  'q=bakery%20leeds',
  'q=leeds',
  'q=&region=1&region=2&appointment=1&appointment=3&sort=newest',
  'q=shop&sort=closing&added=7',
];

/** A query string as the route reads it (repeated parameters as arrays), through the route's own schema. */
function filterOf(query: string): SearchFilter {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const held = raw[key];
    raw[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return searchQuerySchema.parse(raw) as SearchFilter;
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: explain-search.ts <postgres url> [--plans] [query ...]');
  const showPlans = process.argv.includes('--plans');
  const repeat = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length) ?? 1));
  const given = process.argv.slice(3).filter((arg) => !arg.startsWith('--'));
  const pool = new Pool({ connectionString: url, max: 2 });
  let recording: { query: string; params: unknown[] }[] | null = null;
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => recording?.push({ query, params }) } }) as unknown as Database;
  const now = () => new Date();
  const ctx = { db, now, today: () => londonToday(now()) } as unknown as ServiceContext;

  for (const query of given.length ? given : SHAPES) {
    const filter = filterOf(query);
    await searchPosts(ctx, filter); // warm
    recording = [];
    const started = performance.now();
    await searchPosts(ctx, filter);
    const wallMs = performance.now() - started;
    const statements = recording.filter(({ query: text }) => /^\s*(with|select)\b/i.test(text));
    recording = null;
    console.log(`\n## ${query}: service ${wallMs.toFixed(1)} ms, ${statements.length} statements`);
    let leastTotal = 0;
    for (const { query: text, params } of statements) {
      const runs: { Plan: PlanNode; ms: number }[] = [];
      for (let run = 0; run < repeat; run++) {
        const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`explain (analyze, buffers, format json) ${text}`, params);
        const [{ Plan, 'Execution Time': ms }] = rows[0]!['QUERY PLAN'];
        runs.push({ Plan, ms });
      }
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const { Plan } = runs[0]!;
      leastTotal += times[0]!;
      const timing = repeat > 1 ? `least ${times[0]!.toFixed(2)} ms, median ${times[Math.floor(repeat / 2)]!.toFixed(2)} ms of ${repeat}` : `${times[0]!.toFixed(2)} ms`;
      console.log(`- ${timing}, buffers hit ${Plan['Shared Hit Blocks'] ?? 0} read ${Plan['Shared Read Blocks'] ?? 0}: ${[...new Set(scans(Plan))].join('; ')}`);
      console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      if (showPlans) for (const line of (await pool.query(`explain (analyze, buffers) ${text}`, params)).rows) console.log(`      ${line['QUERY PLAN']}`);
    }
    console.log(`= ${leastTotal.toFixed(2)} ms for the ${statements.length} statements${repeat > 1 ? ' (each at its least)' : ''}`);
  }
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
