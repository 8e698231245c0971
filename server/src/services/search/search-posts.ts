import { sql } from 'drizzle-orm';
import { SEARCH_FACET_KEYS, SEARCH_PAGE_SIZE, searchFacetIds, type Post, type SearchAnswer, type SearchFacets, type SearchFilter, type SearchItem } from '@insolvency/shared-contracts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { Database } from '../../db/client';
import { appointmentStatuses, categories, employeeBands, locations, posts, tradingStatuses, turnoverBands } from '../../db/schema';
import { serializePosts } from '../posts/post-serializer';
import { currentEndDate, currentStartDate } from '../posts/site-status';
import { livePublicPosts } from './live-public-posts';
import { planSearchQuery } from './search-query';
import { addedHolds, addedSince, FACET_LABEL_TABLES, FACET_POST_COLUMNS, facetHolds, regionNamedBy, wordsHold } from './search-rules';
import { markedSnippet, SNIPPET_START, SNIPPET_STOP } from './snippet';

/** The most a search's statements may take: a search is cheap, and one that is not is stopped. */
const SEARCH_STATEMENT_TIMEOUT_MS = 5000;
export const SEARCH_TOO_SLOW_MESSAGE = 'The search took too long. Please try more specific words.';
const QUERY_CANCELED = '57014';

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

/** A row of the search's statement: a facet's label and count, the total, the count found without corrections, or a post of the page (its snippet as `description`). */
interface FacetRow extends Record<string, unknown> {
  facet: FacetKey | 'total' | 'typed' | 'page';
  id: number;
  description: string;
  count: number;
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
  // "Added in the last N days": it narrows every facet's counts.
  const since = filter.added === undefined ? undefined : addedSince(today, filter.added);
  // Each chosen facet's test, computed once per found post (`in_<key>`); a facet's counts apply every chosen facet but its own.
  const chosen = SEARCH_FACET_KEYS.filter((key) => idsOf(key) !== undefined);
  const allBut = (key?: FacetKey) => {
    const others = chosen.filter((other) => other !== key);
    return others.length ? sql.raw(others.map((other) => `found.in_${other}`).join(' and ')) : sql`true`;
  };

  const pageSize = filter.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = ((filter.page ?? 1) - 1) * pageSize;
  const { rows, corrections, place } = await runBounded(ctx, async (tx) => {
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
        place && {
          regionId: sql`${place.regionId}`,
          restHolds: place.rest[form] ? wordsHold(tsquery(place.rest[form])) : undefined,
          regionNamed: regionNamedBy(sql`${place.regionId}`),
        },
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
    const corrected = plan.corrections.length > 0;
    const tiers = tsQuery
      ? sql`${matchesToo('typed')}::int * 2 + ${matchesToo('whole')}::int as tier, ${exactInHeading} as exact`
      : sql`0 as tier, 0 as exact`;
    const chosenTests = chosen.map((key) => sql`, ${facetHolds(key, sql`${FACET_POST_COLUMNS[key].column}`, idsOf(key)!)} as ${sql.raw(`in_${key}`)}`);
    // Without words every post has the same tier, exact words and rank: newest on sale first.
    const relevance = (of: string) => `${tsQuery ? `${of}.tier desc, ${of}.exact desc, ${of}.rank desc, ` : ''}${of}.start_date desc, ${of}.id desc`;
    // Newest and closing soonest keep the best match as the tie-break, then the id, so paging stays stable.
    const order = (of: string) =>
      sql.raw(
        filter.sort === 'newest'
          ? `${of}.start_date desc, ${relevance(of)}`
          : filter.sort === 'closing'
            ? `${of}.end_date asc, ${relevance(of)}`
            : relevance(of),
      );
    /*
     * One statement: the posts found are read once (materialised), then counted and paged.
     * Counts in one pass: each post's value of each facet is a key of one grouping set (null when
     * the post fails another facet's chosen values), its regions and sectors as their bit sets
     * (migration 0030), so a set groups a few hundred distinct values; each label then sums the
     * groups whose value holds it (`offset 0` keeps the keys columns of their own, so two sets
     * stay apart when their keys are the same constant). The snippet only for the page's posts:
     * ts_headline reads the whole description.
     */
    const keyOf = (key: FacetKey, column: string) => sql`case when ${allBut(key)} then found.${sql.raw(column)} end as ${sql.raw(key)}`;
    const { rows } = (await tx.execute(sql`with found as materialized (
        select ${posts.id} as id, ${currentStartDate} as start_date, ${currentEndDate} as end_date,
          ${tsQuery ? sql`ts_rank_cd(${posts.searchVector}, ${rankQuery})` : sql`0`} as rank, ${tiers}${corrected ? sql`, ${matchesToo('typed')} as typed` : sql``},
          ${posts.matchLocationBits} as region_bits, ${posts.matchSectorBits} as sector_bits, ${posts.turnoverId} as turnover_id,
          ${posts.employeesId} as employees_id, ${posts.tradingStatusId} as trading_status_id, ${posts.businessStatusId} as appointment_id${sql.join(chosenTests, sql``)}
        from ${posts}
        where ${livePublicPosts(today)} ${tsQuery ? sql`and ${matchesForm('tsQuery')}` : sql``}
          ${since === undefined ? sql`` : sql`and ${addedHolds(since)}`}),
      keyed as (
        select ${keyOf('region', 'region_bits')}, ${keyOf('sector', 'sector_bits')}, ${keyOf('turnover', 'turnover_id')},
          ${keyOf('employees', 'employees_id')}, ${keyOf('trading', 'trading_status_id')}, ${keyOf('appointment', 'appointment_id')},
          case when ${allBut()} then 0 end as total${corrected ? sql`, case when found.typed and ${allBut()} then 0 end as typed` : sql``}
        from found offset 0),
      counted as (
        select case when grouping(region) = 0 then 'region' when grouping(sector) = 0 then 'sector' when grouping(turnover) = 0 then 'turnover'
            when grouping(employees) = 0 then 'employees' when grouping(trading) = 0 then 'trading' when grouping(appointment) = 0 then 'appointment'
            when grouping(total) = 0 then 'total' else 'typed' end as facet,
          region, sector, turnover, employees, trading, appointment, total, ${corrected ? sql`typed` : sql`null::int as typed`}, count(*)::int as count
        from keyed group by grouping sets ((region), (sector), (turnover), (employees), (trading), (appointment), (total)${corrected ? sql`, (typed)` : sql``})),
      page as (
        select found.id, found.rank, found.start_date, found.end_date, found.tier, found.exact from found where ${allBut()}
        order by ${order('found')} limit ${pageSize} offset ${offset})
      select facet, 0 as id, '' as description, count, 0 as sort_order from counted where facet in ('total', 'typed') and coalesce(total, typed) is not null
      union all
      select 'region', l.id, l.description, sum(c.count)::int, l.sort_order from counted c
        join ${locations} l on l.id between 1 and 62 and c.region & (1::bigint << l.id) <> 0 where c.facet = 'region' group by l.id
      union all
      select 'sector', s.id, s.description, sum(c.count)::int, s.sort_order from counted c
        join ${categories} s on s.parent_id is null and s.id % 100 = 0 and s.id between 100 and 6200 and c.sector & (1::bigint << (s.id / 100)) <> 0
        where c.facet = 'sector' group by s.id
      union all
      select 'turnover', b.id, b.description, c.count, b.sort_order from counted c join ${turnoverBands} b on b.id = c.turnover where c.facet = 'turnover'
      union all
      select 'employees', b.id, b.description, c.count, b.sort_order from counted c join ${employeeBands} b on b.id = c.employees where c.facet = 'employees'
      union all
      select 'trading', s.id, s.description, c.count, s.sort_order from counted c join ${tradingStatuses} s on s.id = c.trading where c.facet = 'trading'
      union all
      select 'appointment', s.id, s.description, c.count, s.sort_order from counted c join ${appointmentStatuses} s on s.id = c.appointment where c.facet = 'appointment'
      union all
      select 'page', page.id, ts_headline('english'::regconfig, translate(post_plain_text(${posts.description}), ${SNIPPET_START + SNIPPET_STOP}, ''), ${query}, ${HEADLINE_OPTIONS}),
        0, (row_number() over (order by ${order('page')}))::int
      from page join ${posts} on ${posts.id} = page.id
      order by 1, 5, 2`)) as unknown as { rows: FacetRow[] };
    // Corrections are said when every post found was found through them only.
    const typedCount = rows.find((row) => row.facet === 'typed');
    const total = rows.find((row) => row.facet === 'total');
    const said = corrected && Number(typedCount?.count ?? 0) === 0 && Number(total?.count ?? 0) > 0 ? plan.corrections : undefined;
    return { rows, corrections: said, place };
  });

  const facets: SearchFacets = { region: [], sector: [], turnover: [], employees: [], trading: [], appointment: [] };
  let total = 0;
  const snippets = new Map<number, string>();
  for (const row of rows) {
    if (row.facet === 'total') total = Number(row.count);
    else if (row.facet === 'page') snippets.set(Number(row.id), markedSnippet(row.description));
    else if (row.facet !== 'typed') facets[row.facet].push({ id: Number(row.id), description: row.description, count: Number(row.count) });
  }
  await addChosenWithoutPosts(ctx.db, filter, facets);
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
