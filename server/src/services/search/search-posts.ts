import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_FACET_KEYS, SEARCH_PAGE_SIZE, type Post, type SearchAnswer, type SearchFacets, type SearchFilter, type SearchItem } from '@insolvency/shared-contracts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { Database } from '../../db/client';
import { categories, employeeBands, locations, posts, tradingStatuses, turnoverBands } from '../../db/schema';
import { serializePosts } from '../posts/post-serializer';
import { currentStartDate } from '../posts/site-status';
import { livePublicPosts } from './live-public-posts';
import { searchTsQuery } from './search-query';
import { markedSnippet, SNIPPET_START, SNIPPET_STOP } from './snippet';

/** The most a search's statements may take: a search is cheap, and one that is not is stopped. */
const SEARCH_STATEMENT_TIMEOUT_MS = 5000;
export const SEARCH_TOO_SLOW_MESSAGE = 'The search took too long. Please try more specific words.';
const QUERY_CANCELED = '57014';

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

interface FacetRow extends Record<string, unknown> {
  facet: FacetKey | 'total';
  id: number;
  description: string;
  count: number;
}

interface PageRow extends Record<string, unknown> {
  id: number;
  snippet: string;
}

/** ts_headline's options: two passages of about 30 words, the matched words between the two markers. */
const HEADLINE_OPTIONS = `MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}`;

/**
 * Live posts their sellers display publicly, found by the words of `filter.q` (every post
 * without words) and narrowed by its filters: a page of them, best match first (ts_rank_cd:
 * heading above labels above description), then newest on sale; their total; and per facet
 * key the count of found posts per label, with that key's own filter left out.
 */
export async function searchPosts(ctx: ServiceContext, filter: SearchFilter): Promise<SearchAnswer> {
  const today = ctx.today();
  const matches: Record<FacetKey, SQL> = {
    region: filter.region === undefined ? sql`true` : sql`${filter.region}::int = any(found.location_ids)`,
    sector: filter.sector === undefined ? sql`true` : sql`${filter.sector}::int = any(found.category_ids)`,
    turnover: filter.turnover === undefined ? sql`true` : sql`found.turnover_id = ${filter.turnover}`,
    employees: filter.employees === undefined ? sql`true` : sql`found.employees_id = ${filter.employees}`,
    trading: filter.trading === undefined ? sql`true` : sql`found.trading_status_id = ${filter.trading}`,
  };
  const allBut = (key?: FacetKey) => sql.join(
    SEARCH_FACET_KEYS.filter((other) => other !== key).map((other) => matches[other]),
    sql` and `,
  );

  const pageSize = filter.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = ((filter.page ?? 1) - 1) * pageSize;
  const { facetRows, pageRows } = await runBounded(ctx, async (tx) => {
    const tsQuery = await searchTsQuery(tx, filter.q ?? '', today);
    const query = sql`to_tsquery('english'::regconfig, ${tsQuery})`;
    const found = sql`found as (
      select ${posts.id} as id, ${currentStartDate} as start_date, ${tsQuery ? sql`ts_rank_cd(${posts.searchVector}, ${query})` : sql`0`} as rank,
        ${posts.matchLocationIds} as location_ids, ${posts.matchCategoryIds} as category_ids,
        ${posts.turnoverId} as turnover_id, ${posts.employeesId} as employees_id, ${posts.tradingStatusId} as trading_status_id
      from ${posts}
      where ${livePublicPosts(today)} ${tsQuery ? sql`and ${posts.searchVector} @@ ${query}` : sql``})`;
    const facetResult = (await tx.execute(sql`with ${found}
      select 'total' as facet, 0 as id, '' as description, count(*)::int as count, 0 as sort_order from found where ${allBut()}
      union all
      select 'region', l.id, l.description, count(*)::int, l.sort_order from found cross join unnest(found.location_ids) as f(id)
        join ${locations} l on l.id = f.id where ${allBut('region')} group by l.id
      union all
      select 'sector', c.id, c.description, count(*)::int, c.sort_order from found cross join unnest(found.category_ids) as f(id)
        join ${categories} c on c.id = f.id and c.parent_id is null where ${allBut('sector')} group by c.id
      union all
      select 'turnover', b.id, b.description, count(*)::int, b.sort_order from found join ${turnoverBands} b on b.id = found.turnover_id
        where ${allBut('turnover')} group by b.id
      union all
      select 'employees', b.id, b.description, count(*)::int, b.sort_order from found join ${employeeBands} b on b.id = found.employees_id
        where ${allBut('employees')} group by b.id
      union all
      select 'trading', s.id, s.description, count(*)::int, s.sort_order from found join ${tradingStatuses} s on s.id = found.trading_status_id
        where ${allBut('trading')} group by s.id
      order by 1, 5, 2`)) as unknown as { rows: FacetRow[] };
    // The snippet only for the page's posts: ts_headline reads the whole description.
    const pageResult = (await tx.execute(sql`with ${found}
      select page.id, ts_headline('english'::regconfig, translate(post_plain_text(${posts.description}), ${SNIPPET_START + SNIPPET_STOP}, ''), ${query}, ${HEADLINE_OPTIONS}) as snippet
      from (select found.id, found.rank, found.start_date from found where ${allBut()}
        order by found.rank desc, found.start_date desc, found.id desc limit ${pageSize} offset ${offset}) as page
      join ${posts} on ${posts.id} = page.id
      order by page.rank desc, page.start_date desc, page.id desc`)) as unknown as { rows: PageRow[] };
    return { facetRows: facetResult.rows, pageRows: pageResult.rows };
  });

  const facets: SearchFacets = { region: [], sector: [], turnover: [], employees: [], trading: [] };
  let total = 0;
  for (const row of facetRows) {
    if (row.facet === 'total') total = Number(row.count);
    else facets[row.facet].push({ id: Number(row.id), description: row.description, count: Number(row.count) });
  }
  const snippets = new Map(pageRows.map((row) => [Number(row.id), markedSnippet(row.snippet)]));
  const pagePosts = await serializePosts(ctx, [...snippets.keys()], { today, viewer: null });
  return { items: pagePosts.map((post) => toSearchItem(post, snippets.get(post.businessId) ?? '')), total, facets };
}

/** Runs the search's statements in one transaction that the database stops after `SEARCH_STATEMENT_TIMEOUT_MS`. */
async function runBounded<T>(ctx: ServiceContext, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
      return work(tx);
    });
  } catch (error) {
    if (hasCode(error, QUERY_CANCELED)) throw new AppError(503, SEARCH_TOO_SLOW_MESSAGE);
    throw error;
  }
}

function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as Error & { code?: unknown }).code === code) return true;
    current = (current as Error & { cause?: unknown }).cause;
  }
  return false;
}

function toSearchItem(post: Post, snippet: string): SearchItem {
  return {
    businessId: post.businessId,
    reference: post.reference,
    activityHeading: post.activityHeading,
    siteStatus: post.siteStatus,
    creationDate: post.creationDate,
    activeStartDate: post.activeStartDate,
    activeEndDate: post.activeEndDate,
    locations: post.locations,
    primaryCategory: post.primaryCategory,
    turnover: post.turnover,
    employee: post.employee,
    tradingStatus: post.tradingStatus,
    createdByCompany: post.createdByCompany,
    snippet,
  };
}
