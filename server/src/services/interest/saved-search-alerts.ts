import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLES, SEARCH_FACET_KEYS, type AlertFrequency } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { posts, savedSearches, savedSearchMatches, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { savedSearchAlertMail, type ComposeRequest, type MailMessage } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { livePublicPosts } from '../search/live-public-posts';
import { addedHolds, FACET_POST_COLUMNS, facetHolds, wordsHold } from '../search/search-rules';
import { savedSearchNames } from './saved-searches';
import { listUnsubscribeHeaders, savedSearchUnsubscribeUrl } from './unsubscribe-links';

/*
 * Saved-search alerts (issue 49): a post going live is matched against every buyer's saved
 * searches in one statement, inside the went-live transaction that also queues the match alerts
 * (match-alerts.ts decides, per buyer, which single mail tells them of the post). A saved search
 * finds the post as the public search would on that day, by the same rules (search-rules.ts): a
 * live post its seller shows publicly, whose search vector answers the search's stored tsquery
 * (built by the search's own `planSearchQuery` when saved; a town kept as its region and the
 * other words' tsquery), within every filter of the search page (several values of one: any). Each (saved search, post) pair is
 * recorded once ever, so a repost is not mailed again for the same search.
 *
 * Cost: one pass over `saved_searches` per post going live (a tsquery cannot be looked up by the
 * document it matches, so no index helps), evaluating `@@` against the one post's vector and the
 * filters from the row's JSON: linear in the number of saved searches (at most 20 per buyer).
 * Measured: 128 ms for 100 000 saved searches against one post (about 1.3 µs each; PostgreSQL,
 * shared 2-core machine). Past a few million saved searches, match them in batches off the
 * went-live transaction, or invert the index (percolation in a search engine).
 */

export const SAVED_SEARCH_ALERT_TEMPLATE = 'saved-search-alert';

/** A saved search that found the post going live, recorded now for the first time. */
export interface SavedSearchHit {
  userId: number;
  savedSearchId: number;
  delivery: AlertFrequency;
}

/** The ids a filter of saved search `s` holds (one id, or an array of them, in its JSON) as `int[]`. */
const savedIds = (key: string) =>
  sql`array(select jsonb_array_elements_text(case jsonb_typeof(s.filters->${key}) when 'array' then s.filters->${key} else jsonb_build_array(s.filters->${key}) end)::int)`;

/** Every filter of saved search `s` holds for the post, by the search's own rules (search-rules.ts): a filter left out holds. */
function filtersHold(today: string): SQL {
  return and(
    ...SEARCH_FACET_KEYS.map((key) => sql`(s.filters->${key} is null or ${facetHolds(key, sql`${FACET_POST_COLUMNS[key].column}`, savedIds(key))})`),
    sql`(s.filters->'added' is null or ${addedHolds(sql`(${today}::date + 1 - (s.filters->>'added')::int)`)})`,
  )!;
}

/** The saved search's words match the post as the search's would: its tsquery, a town read as its region (search-rules.ts). */
const savedWordsHold = sql`(s.search_query is null or ${wordsHold(sql`s.search_query`, {
  regionId: sql`s.place_region_id`,
  restHolds: sql`(s.place_query is null or ${posts.searchVector} @@ s.place_query)`,
})})`;

/**
 * Records every saved search that finds the post going live and has not found it before; answers
 * them. Only buyers with a confirmed, unsuppressed address are matched.
 */
export async function recordSavedSearchHits(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<SavedSearchHit[]> {
  const result = (await tx.execute(sql`
    with hits as (
      insert into ${savedSearchMatches} (saved_search_id, post_id, user_id, created_at)
      select s.id, ${posts.id}, s.user_id, ${ctx.now()}
      from ${savedSearches} s
      join ${users} on ${users.id} = s.user_id
      join ${posts} on ${posts.id} = ${event.postId}
      where ${users.role} = ${ROLES.buyer} and ${users.emailConfirmed} and ${users.email1DisableReason} is null
        and ${livePublicPosts(ctx.today())}
        and ${savedWordsHold}
        and ${filtersHold(ctx.today())}
      on conflict do nothing
      returning saved_search_id, user_id)
    select hits.user_id::int as "userId", hits.saved_search_id::int as "savedSearchId", s.delivery
    from hits join ${savedSearches} s on s.id = hits.saved_search_id
    order by hits.user_id, hits.saved_search_id`)) as unknown as { rows: SavedSearchHit[] };
  return result.rows;
}

/**
 * Writes queued saved-search alerts as they leave (three queries a round however many): each
 * names the buyer's first saved search (oldest) that found the post at once; none when the buyer
 * removed those searches, or their address was suppressed, since it was queued.
 */
async function composeSavedSearchAlerts(ctx: ServiceContext, requests: readonly ComposeRequest[]): Promise<Array<MailMessage | null>> {
  const userIds = [...new Set(requests.map((request) => Number(request.userId)))];
  const postIds = [...new Set(requests.map((request) => Number(request.postId)))];
  const [buyers, alertedPosts, hits] = await Promise.all([
    ctx.db
      .select({ id: users.id, email: users.email1, forenames: users.forenames, surname: users.surname, disabled: users.email1DisableReason })
      .from(users)
      .where(inArray(users.id, userIds)),
    ctx.db.select({ id: posts.id, reference: posts.reference, activityHeading: posts.activityHeading }).from(posts).where(inArray(posts.id, postIds)),
    ctx.db
      .select({ userId: savedSearchMatches.userId, postId: savedSearchMatches.postId, id: savedSearches.id, query: savedSearches.query, filters: savedSearches.filters })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .where(and(inArray(savedSearchMatches.userId, userIds), inArray(savedSearchMatches.postId, postIds), eq(savedSearches.delivery, 'each')))
      .orderBy(asc(savedSearches.id)),
  ]);
  const names = await savedSearchNames(ctx.db, hits);
  const buyerById = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const postById = new Map(alertedPosts.map((post) => [post.id, post]));
  return requests.map((request) => {
    const buyer = buyerById.get(Number(request.userId));
    const post = postById.get(Number(request.postId));
    const search = hits.find((hit) => hit.userId === Number(request.userId) && hit.postId === Number(request.postId));
    if (!buyer || !post || !search || buyer.disabled !== null) return null;
    const link = savedSearchUnsubscribeUrl(ctx, buyer.id, search.id);
    const mail = savedSearchAlertMail(ctx.config, {
      buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
      postId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      searchName: names.get(search.id) ?? search.query,
      unsubscribeUrl: link,
    });
    return { to: buyer.email, ...mail, headers: listUnsubscribeHeaders(link) };
  });
}

/** Writes the saved-search alerts as they leave (app start); they are queued by match-alerts.ts. */
export function registerSavedSearchAlerts(ctx: ServiceContext): void {
  ctx.mailer.registerComposer(SAVED_SEARCH_ALERT_TEMPLATE, (requests) => composeSavedSearchAlerts(ctx, requests));
}
