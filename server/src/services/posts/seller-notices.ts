import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { expressionsOfInterest, posts } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { siteStatusWhere } from './site-status';

/** GET seller/notifications: expressions of interest in the caller's posts not viewed yet. */
export async function countUnviewedInterest(ctx: ServiceContext, caller: AuthUser): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(expressionsOfInterest)
    .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
    .where(and(eq(posts.createdBy, caller.id), eq(expressionsOfInterest.viewedByInsolvency, false), eq(expressionsOfInterest.visibleToInsolvency, true)));
  return Number(row?.n ?? 0);
}

/**
 * GET seller/draft-already-exists-notifiation: the caller's newest draft, offered back on the
 * new post screen instead of starting another.
 */
export async function latestDraft(ctx: ServiceContext, caller: AuthUser): Promise<{ draftExists: boolean; businessId: number | null; reference: string | null }> {
  const [draft] = await ctx.db
    .select({ id: posts.id, reference: posts.reference })
    .from(posts)
    .where(and(eq(posts.createdBy, caller.id), isNull(posts.withdrawnAt), siteStatusWhere(SITE_STATUS.draft, ctx.today())))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return { draftExists: Boolean(draft), businessId: draft?.id ?? null, reference: draft?.reference ?? null };
}
