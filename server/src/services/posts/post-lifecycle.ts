import { desc, eq } from 'drizzle-orm';
import {
  canApply,
  extendDateProblems,
  illegalActionMessage,
  postingDateProblems,
  ROLES,
  siteStatusOn,
  STANDARD_PRICE_RATE,
  type MessageResponse,
  type PostAction,
  type SiteStatus,
} from '@insolvency/shared-contracts';
import type { z } from 'zod';
import type { extendPostRequestSchema, postingRequestSchema } from '@insolvency/shared-contracts/schemas';
import { invoices, postingPeriods, posts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { refuseIfAny } from '../labels/label-choices';
import { invoiceForPeriod } from './period-invoice';
import { POST_NOT_FOUND_MESSAGE } from './post-detail';

type PostingInput = z.output<typeof postingRequestSchema>;
type ExtendInput = z.output<typeof extendPostRequestSchema>;

export const LIFECYCLE_MESSAGES = {
  live: 'Your post is now live.',
  scheduled: (startDate: string) => `Your post has been scheduled to go live on ${startDate}.`,
  extended: "The post's end date has been changed.",
  withdrawn: 'Your post has been withdrawn.',
  sold: 'Your post has been marked as Sold.',
} as const;

interface LockedPost {
  post: typeof posts.$inferSelect;
  latest: typeof postingPeriods.$inferSelect | undefined;
  status: SiteStatus;
}

/** The post, locked for the rest of the transaction; 404 when it does not exist or is another seller's (Admin: any). */
export async function lockOwnPost(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<typeof posts.$inferSelect> {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId)).for('update');
  if (!post || (caller.role !== ROLES.admin && post.createdBy !== caller.id)) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  return post;
}

/**
 * The post, locked for the rest of the transaction, with its latest period and status; 404 for
 * a post that does not exist or that the caller may not touch (another seller's), 409 when the
 * transition table does not allow `action` from its status.
 */
export async function lockForAction(ctx: ServiceContext, caller: AuthUser, postId: number, action: PostAction): Promise<LockedPost> {
  const post = await lockOwnPost(ctx, caller, postId);
  const [latest] = await ctx.db
    .select()
    .from(postingPeriods)
    .where(eq(postingPeriods.postId, postId))
    .orderBy(desc(postingPeriods.startDate), desc(postingPeriods.id))
    .limit(1);
  const status = siteStatusOn(
    { startDate: latest?.startDate ?? null, endDate: latest?.endDate ?? null, withdrawn: post.withdrawnAt !== null, sold: post.sold },
    ctx.today(),
  );
  if (!canApply(action, status)) throw new AppError(409, illegalActionMessage(action, status));
  return { post, latest, status };
}

function refuseDateProblems(problems: Record<string, string | undefined>): void {
  const errors = Object.fromEntries(Object.entries(problems).filter(([, m]) => m).map(([field, m]) => [field, [m as string]]));
  refuseIfAny(errors);
}

/**
 * POST seller/post-draft?id (a draft) and POST seller/repost?id (an expired or withdrawn post):
 * a new posting period with its invoice, priced at the owner's rate, in one transaction. The
 * post is For Sale from its start date (today: at once), without anyone acting.
 */
export async function startPostingPeriod(ctx: ServiceContext, caller: AuthUser, postId: number, input: PostingInput, action: 'post' | 'repost'): Promise<MessageResponse> {
  const today = ctx.today();
  const now = ctx.now();
  refuseDateProblems(postingDateProblems(input.StartDate, input.EndDate, today));
  await ctx.db.transaction(async (tx) => {
    const { post } = await lockForAction(withDb(ctx, tx), caller, postId, action);
    const [owner] = await tx.select({ customPriceRate: users.customPriceRate }).from(users).where(eq(users.id, post.createdBy));
    const [period] = await tx
      .insert(postingPeriods)
      .values({
        postId,
        startDate: input.StartDate,
        endDate: input.EndDate,
        invoiceCompanyName: input.useCustomCompanyName ? input.Company : null,
        createdAt: now,
      })
      .returning();
    await tx.insert(invoices).values(invoiceForPeriod(period, owner?.customPriceRate ?? STANDARD_PRICE_RATE, now));
    if (action === 'repost') await tx.update(posts).set({ withdrawnAt: null, sold: false }).where(eq(posts.id, postId));
  });
  // Live at once: announce it now rather than at the next sweep.
  if (input.StartDate === today) ctx.defer('post went live', () => ctx.wentLive.sweep(ctx));
  return { message: input.StartDate === today ? LIFECYCLE_MESSAGES.live : LIFECYCLE_MESSAGES.scheduled(input.StartDate) };
}

/** PATCH seller/extend-post?id {EndDate}: a new end for the live or scheduled period, within its first 28 days. */
export async function extendPost(ctx: ServiceContext, caller: AuthUser, postId: number, input: ExtendInput): Promise<MessageResponse> {
  const today = ctx.today();
  await ctx.db.transaction(async (tx) => {
    const { latest } = await lockForAction(withDb(ctx, tx), caller, postId, 'extend');
    // A live or scheduled post always has a period.
    const period = latest as NonNullable<typeof latest>;
    refuseDateProblems(extendDateProblems(period.startDate, input.EndDate, today));
    await tx.update(postingPeriods).set({ endDate: input.EndDate }).where(eq(postingPeriods.id, period.id));
  });
  return { message: LIFECYCLE_MESSAGES.extended };
}

/** PATCH seller/withdraw-post?id: the live post leaves the listings for the archive. */
export async function withdrawPost(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    await lockForAction(withDb(ctx, tx), caller, postId, 'withdraw');
    await tx.update(posts).set({ withdrawnAt: ctx.now() }).where(eq(posts.id, postId));
  });
  return { message: LIFECYCLE_MESSAGES.withdrawn };
}

/** PATCH seller/mark-sold?id (beyond the spec): a live or expired post ends as Sold, for good. */
export async function markPostSold(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    await lockForAction(withDb(ctx, tx), caller, postId, 'markSold');
    await tx.update(posts).set({ sold: true }).where(eq(posts.id, postId));
  });
  return { message: LIFECYCLE_MESSAGES.sold };
}
