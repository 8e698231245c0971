import { and, desc, eq } from 'drizzle-orm';
import { SITE_STATUS, type Post, type PostTeaser } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';
import { posts } from '../../db/schema';
import { serializePosts } from './post-serializer';
import { currentStartDate, siteStatusWhere } from './site-status';

/** Statuses whose teaser answers 410: the post was for sale and no longer is. */
const ENDED_STATUSES: ReadonlySet<string> = new Set([SITE_STATUS.withdrawn, SITE_STATUS.sold, SITE_STATUS.expired]);

export type PostTeaserLookup = { state: 'live'; teaser: PostTeaser } | { state: 'ended'; teaser: PostTeaser };

/**
 * A post's teaser (beyond the spec), when its seller displays it publicly and it is or was
 * For Sale: `live` while For Sale, `ended` once withdrawn, sold or expired. Undefined for an
 * unknown id, a post kept off public pages, a draft or a scheduled post: a teaser never tells
 * that such a post exists.
 */
export async function findPostTeaser(ctx: ServiceContext, businessId: number): Promise<PostTeaserLookup | undefined> {
  const [post] = await serializePosts(ctx, [businessId], { today: ctx.today(), viewer: null });
  if (!post?.displayHome) return undefined;
  if (post.siteStatus === SITE_STATUS.forSale) return { state: 'live', teaser: toTeaser(post) };
  if (ENDED_STATUSES.has(post.siteStatus)) return { state: 'ended', teaser: toTeaser(post) };
  return undefined;
}

export interface LiveTeaserEntry {
  businessId: number;
  /** The current period's start date (`YYYY-MM-DD`): when the teaser's content last began to show. */
  startDate: string;
}

/** Every live teaser, newest on sale first (the sitemap). */
export async function listLiveTeasers({ db, today }: ServiceContext): Promise<LiveTeaserEntry[]> {
  const rows = await db
    .select({ businessId: posts.id, startDate: currentStartDate })
    .from(posts)
    .where(and(siteStatusWhere(SITE_STATUS.forSale, today()), eq(posts.displayHome, true)))
    .orderBy(desc(currentStartDate), desc(posts.id));
  return rows.flatMap((row) => (row.startDate ? [{ businessId: row.businessId, startDate: row.startDate }] : []));
}

function toTeaser(post: Post): PostTeaser {
  return {
    businessId: post.businessId,
    reference: post.reference,
    activityHeading: post.activityHeading,
    locations: post.locations.map((location) => location.description),
    sector: post.primaryCategory[0]?.description ?? '',
    turnover: post.turnover,
    employees: post.employee,
    startDate: post.activeStartDate[0] ?? '',
    endDate: post.activeEndDate[0] ?? '',
    firm: post.createdByCompany,
  };
}
