import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_FACET_KEYS, SEARCH_PAGE_SIZE, searchFacetIds, type Post, type SearchAnswer, type SearchFacets, type SearchFilter, type SearchItem } from '@insolvency/shared-contracts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { Database } from '../../db/client';
import { appointmentStatuses, categories, employeeBands, locations, posts, tradingStatuses, turnoverBands } from '../../db/schema';
import { serializePosts } from '../posts/post-serializer';
import { currentEndDate, currentStartDate } from '../posts/site-status';
import { livePublicPosts } from './live-public-posts';
import { planSearchQuery } from './search-query';
import { addedHolds, addedSince, FACET_LABEL_TABLES, facetHolds, wordsHold } from './search-rules';
import { markedSnippet, SNIPPET_START, SNIPPET_STOP } from './snippet';

/** The most a search's statements may take: a search is cheap, and one that is not is stopped. */
const SEARCH_STATEMENT_TIMEOUT_MS = 5000;
export const SEARCH_TOO_SLOW_MESSAGE = 'The search took too long. Please try more specific words.';
const QUERY_CANCELED = '57014';

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

interface FacetRow extends Record<string, unknown> {
  facet: FacetKey | 'total' | 'typed';
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
 * without words; the search syntax of `parseSearchText`) and narrowed by its filters: a page of
 * them, best match first (the words as typed above corrections, whole words above a prefix, more
 * heading words exactly as typed above their stems, then ts_rank_cd: heading above labels above
 * description), then newest on sale; their total; per facet key (region, sector, turnover, employees, trading status, appointment type) the count of found posts per
 * label, with that key's own filter left out (a chosen value no found post has: by its name, with 0); and the corrected words when only corrections found posts.
 */
export async function searchPosts(ctx: ServiceContext, filter: SearchFilter): Promise<SearchAnswer> {
  const today = ctx.today();
  // Several values of one facet: any of them (a post in London or the South East).
  const idsOf = (key: FacetKey) => {
    const ids = searchFacetIds(filter[key]);
    return ids.length ? sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]` : undefined;
  };
  const anyOf = (key: FacetKey, test: (ids: SQL) => SQL) => {
    const ids = idsOf(key);
    return ids === undefined ? sql`true` : test(ids);
  };
  const foundColumns: Record<FacetKey, string> = {
    region: 'location_ids',
    sector: 'category_ids',
    turnover: 'turnover_id',
    employees: 'employees_id',
    trading: 'trading_status_id',
    appointment: 'appointment_id',
  };
  const matches = Object.fromEntries(
    SEARCH_FACET_KEYS.map((key) => [key, anyOf(key, (ids) => facetHolds(key, sql.raw(`found.${foundColumns[key]}`), ids))]),
  ) as Record<FacetKey, SQL>;
  // "Added in the last N days": it narrows every facet's counts.
  const since = filter.added === undefined ? undefined : addedSince(today, filter.added);
  const allBut = (key?: FacetKey) => sql.join(
    SEARCH_FACET_KEYS.filter((other) => other !== key).map((other) => matches[other]),
    sql` and `,
  );

  const pageSize = filter.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = ((filter.page ?? 1) - 1) * pageSize;
  const { facetRows, pageRows, corrections, place } = await runBounded(ctx, async (tx) => {
    const plan = await planSearchQuery(tx, filter.q ?? '', today, { exact: filter.exact });
    const { tsQuery, place } = plan;
    const query = sql`to_tsquery('english'::regconfig, ${tsQuery})`;
    const tsquery = (text: string) => sql`to_tsquery('english'::regconfig, ${text})`;
    type Form = 'tsQuery' | 'typed' | 'whole';
    /**
     * Whether a post matches one form of the query. With a place: it holds the place's words with
     * the others, or it is in the place's region and holds the others (any post of the region when
     * the place was all the words).
     */
    const matchesForm = (form: Form) =>
      wordsHold(
        tsquery(plan[form]),
        place && { regionId: sql`${place.regionId}`, restHolds: place.rest[form] ? wordsHold(tsquery(place.rest[form])) : undefined },
      );
    /** Whether a post matches another form of the query, true for all when it finds what the query finds. */
    const matchesToo = (form: Form) =>
      plan[form] === tsQuery && (!place || place.rest[form] === place.rest.tsQuery) ? sql`true` : sql`(${matchesForm(form)})`;
    // Ranked by the words other than the place's when there are some: a post of the region holds no place word.
    const rankQuery = place?.rest.tsQuery ? sql`to_tsquery('english'::regconfig, ${place.rest.tsQuery})` : query;
    // The page's order: found without a correction, then with whole words (no prefix), then by the most
    // words in the heading exactly as typed (not only their stem), then by ts_rank_cd's weights.
    const exactInHeading = plan.positiveWords.length
      ? sql.join(plan.positiveWords.map((word) => sql`(${posts.sortHeading} ~ ${`\\m${word}\\M`})::int`), sql` + `)
      : sql`0`;
    const foundWith = (extra: SQL) => sql`found as (
      select ${posts.id} as id, ${currentStartDate} as start_date, ${currentEndDate} as end_date, ${tsQuery ? sql`ts_rank_cd(${posts.searchVector}, ${rankQuery})` : sql`0`} as rank,
        ${posts.matchLocationIds} as location_ids, ${posts.matchCategoryIds} as category_ids,
        ${posts.turnoverId} as turnover_id, ${posts.employeesId} as employees_id, ${posts.tradingStatusId} as trading_status_id,
        ${posts.businessStatusId} as appointment_id${extra}
      from ${posts}
      where ${livePublicPosts(today)} ${tsQuery ? sql`and ${matchesForm('tsQuery')}` : sql``}
        ${since === undefined ? sql`` : sql`and ${addedHolds(since)}`})`;
    const corrected = plan.corrections.length > 0;
    const facetResult = (await tx.execute(sql`with ${foundWith(corrected ? sql`, ${matchesToo('typed')} as typed` : sql``)}
      select 'total' as facet, 0 as id, '' as description, count(*)::int as count, 0 as sort_order from found where ${allBut()}
      ${corrected ? sql`union all select 'typed', 0, '', count(*)::int, 0 from found where found.typed and ${allBut()}` : sql``}
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
      union all
      select 'appointment', s.id, s.description, count(*)::int, s.sort_order from found join ${appointmentStatuses} s on s.id = found.appointment_id
        where ${allBut('appointment')} group by s.id
      order by 1, 5, 2`)) as unknown as { rows: FacetRow[] };
    const tiers = tsQuery
      ? sql`, ${matchesToo('typed')}::int * 2 + ${matchesToo('whole')}::int as tier, ${exactInHeading} as exact`
      : sql`, 0 as tier, 0 as exact`;
    const relevance = (of: string) => `${of}.tier desc, ${of}.exact desc, ${of}.rank desc, ${of}.start_date desc, ${of}.id desc`;
    // Newest and closing soonest keep the best match as the tie-break, then the id, so paging stays stable.
    const order = (of: string) =>
      sql.raw(
        filter.sort === 'newest'
          ? `${of}.start_date desc, ${relevance(of)}`
          : filter.sort === 'closing'
            ? `${of}.end_date asc, ${relevance(of)}`
            : relevance(of),
      );
    // The snippet only for the page's posts: ts_headline reads the whole description.
    const pageResult = (await tx.execute(sql`with ${foundWith(tiers)}
      select page.id, ts_headline('english'::regconfig, translate(post_plain_text(${posts.description}), ${SNIPPET_START + SNIPPET_STOP}, ''), ${query}, ${HEADLINE_OPTIONS}) as snippet
      from (select found.id, found.rank, found.start_date, found.end_date, found.tier, found.exact from found where ${allBut()}
        order by ${order('found')} limit ${pageSize} offset ${offset}) as page
      join ${posts} on ${posts.id} = page.id
      order by ${order('page')}`)) as unknown as { rows: PageRow[] };
    // Corrections are said when every post found was found through them only.
    const typedCount = facetResult.rows.find((row) => row.facet === 'typed');
    const total = facetResult.rows.find((row) => row.facet === 'total');
    const said = corrected && Number(typedCount?.count ?? 0) === 0 && Number(total?.count ?? 0) > 0 ? plan.corrections : undefined;
    return { facetRows: facetResult.rows, pageRows: pageResult.rows, corrections: said, place };
  });

  const facets: SearchFacets = { region: [], sector: [], turnover: [], employees: [], trading: [], appointment: [] };
  let total = 0;
  for (const row of facetRows) {
    if (row.facet === 'total') total = Number(row.count);
    else if (row.facet !== 'typed') facets[row.facet].push({ id: Number(row.id), description: row.description, count: Number(row.count) });
  }
  await addChosenWithoutPosts(ctx.db, filter, facets);
  const snippets = new Map(pageRows.map((row) => [Number(row.id), markedSnippet(row.snippet)]));
  const pagePosts = await serializePosts(ctx, [...snippets.keys()], { today, viewer: null });
  const answer: SearchAnswer = { items: pagePosts.map((post) => toSearchItem(post, snippets.get(post.businessId) ?? '')), total, facets };
  if (corrections) answer.corrected = corrections;
  if (place) answer.place = { name: place.name, words: place.words, regionId: place.regionId, region: place.region };
  return answer;
}


/**
 * A chosen filter value that no found post has (an old link, or words changed since) is still a
 * facet value, by its own name, with a count of 0: the page keeps it visible and ticked. Values
 * naming no label are left out. One query, only when there are such values.
 */
async function addChosenWithoutPosts(db: Database, filter: SearchFilter, facets: SearchFacets): Promise<void> {
  const missing = SEARCH_FACET_KEYS.flatMap((key) => {
    const ids = searchFacetIds(filter[key]).filter((id) => !facets[key].some((facet) => facet.id === id));
    // Sectors are counted by their top categories only: a chosen sub-category is not one of the facet's values.
    const topOnly = key === 'sector' ? sql` and parent_id is null` : sql``;
    return ids.length
      ? [sql`select ${key}::text as facet, id, description, 0 as count from ${FACET_LABEL_TABLES[key]} where id = any(${`{${ids.join(',')}}`}::int[])${topOnly}`]
      : [];
  });
  if (missing.length === 0) return;
  const { rows } = (await db.execute(sql`${sql.join(missing, sql` union all `)} order by 1, 2`)) as unknown as { rows: FacetRow[] };
  for (const row of rows) {
    const key = row.facet as FacetKey;
    facets[key].push({ id: Number(row.id), description: row.description, count: 0 });
  }
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
