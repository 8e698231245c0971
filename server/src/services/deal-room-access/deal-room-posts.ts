import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { ROLES, SITE_STATUS } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, type DealRoomAccessState, type PackRelease } from '@insolvency/shared-contracts/deal-room';
import type { Database } from '../../db/client';
import { dealRoomAccess, dealRoomEvents, dealRooms, expressionsOfInterest, ndaAcceptances, ndaVersions, offers, posts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { POST_NOT_FOUND_MESSAGE } from '../posts/post-detail';
import { pausedBuyers } from './paused-buyers';
import { siteStatusWhere } from '../posts/site-status';

/*
 * Who may see what of a post's deal room. Sellers reach only their own posts (another
 * seller's answers 404, as the post detail does); Admin reads every post and changes none
 * (403); buyers reach posts that have been on sale, and their own standing only.
 */

export type Post = typeof posts.$inferSelect;

/**
 * What a seller call may do with `post`: the caller's own (Admin: any, for reading only);
 * another seller's is as unknown as a missing one (`notFoundMessage`, 404).
 */
export function assertSellerMay(caller: AuthUser, post: Post | undefined, purpose: 'read' | 'write', notFoundMessage = POST_NOT_FOUND_MESSAGE): asserts post is Post {
  const isAdmin = caller.role === ROLES.admin;
  if (!post || (!isAdmin && post.createdBy !== caller.id)) throw new AppError(404, notFoundMessage);
  if (isAdmin && purpose === 'write') throw new AppError(403, DEAL_ROOM_MESSAGES.adminReadOnly);
}

/** The post of a seller call (see assertSellerMay). */
export async function sellerPost(ctx: ServiceContext, caller: AuthUser, postId: number, purpose: 'read' | 'write'): Promise<Post> {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId));
  assertSellerMay(caller, post, purpose);
  return post;
}

/** The post of a buyer call: one that has been on sale (a draft or scheduled post is 404, as everywhere for buyers). */
export async function buyerPost(ctx: ServiceContext, postId: number, notFoundMessage = POST_NOT_FOUND_MESSAGE): Promise<Post> {
  const today = ctx.today();
  const [found] = await ctx.db
    .select({ post: posts, neverOnSale: sql<boolean>`${or(siteStatusWhere(SITE_STATUS.draft, today), siteStatusWhere(SITE_STATUS.scheduled, today))}` })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!found || found.neverOnSale) throw new AppError(404, notFoundMessage);
  return found.post;
}

export interface DealRoomSettings {
  ndaRequired: boolean;
  packRelease: PackRelease;
}

/** A post's settings; a post without a deal-room row has no NDA and releases its pack at once. */
export async function dealRoomSettings(ctx: ServiceContext, postId: number): Promise<DealRoomSettings> {
  const [row] = await ctx.db.select({ ndaRequired: dealRooms.ndaRequired, packRelease: dealRooms.packRelease }).from(dealRooms).where(eq(dealRooms.postId, postId));
  return row ?? { ndaRequired: false, packRelease: 'automatic' };
}

/** The NDA buyers sign now: the post's highest version (null before any was set). */
export async function latestNdaVersion(ctx: ServiceContext, postId: number, lock?: 'share' | 'update') {
  const query = ctx.db.select().from(ndaVersions).where(eq(ndaVersions.postId, postId)).orderBy(desc(ndaVersions.version)).limit(1);
  const [version] = await (lock ? query.for(lock) : query);
  return version ?? null;
}

/** Whether the buyer expressed interest: `hidden` when the expression was flagged and the seller cannot see it. */
export type InterestStanding = 'none' | 'visible' | 'hidden';

export interface AccessFacts extends DealRoomSettings {
  interest: InterestStanding;
  ndaAccepted: boolean;
  approvedAt: Date | null;
  revokedAt: Date | null;
  /** The practitioner recorded a true match on the UK Sanctions List (issue 56): no call of the deal room is open to them. */
  paused: boolean;
}

/** Where a buyer stands, from the facts; the one rule every deal-room call applies. */
export function accessState(facts: AccessFacts): DealRoomAccessState {
  if (facts.paused) return 'paused';
  if (facts.revokedAt) return 'revoked';
  if (facts.interest === 'none') return 'interest-needed';
  if (facts.ndaRequired && !facts.ndaAccepted) return 'nda-needed';
  // A flagged buyer's interest is not shown to the seller, who therefore cannot release anything to them.
  if (facts.interest === 'hidden' || (facts.packRelease === 'on_approval' && !facts.approvedAt)) return 'awaiting-approval';
  return 'granted';
}

export interface BuyerStanding {
  settings: DealRoomSettings;
  facts: AccessFacts;
  state: DealRoomAccessState;
  acceptance: (typeof ndaAcceptances.$inferSelect & { ndaVersion: number; ndaText: string }) | null;
}

/** One buyer's standing in a post's deal room. */
export async function buyerStanding(ctx: ServiceContext, postId: number, buyerId: number): Promise<BuyerStanding> {
  const { db } = ctx;
  const settings = await dealRoomSettings(ctx, postId);
  const [expression] = await db
    .select({ visible: expressionsOfInterest.visibleToInsolvency })
    .from(expressionsOfInterest)
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.buyerId, buyerId)));
  const [signed] = await db
    .select({ acceptance: ndaAcceptances, ndaVersion: ndaVersions.version, ndaText: ndaVersions.text })
    .from(ndaAcceptances)
    .innerJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
    .where(and(eq(ndaAcceptances.postId, postId), eq(ndaAcceptances.buyerId, buyerId)));
  const [access] = await db.select().from(dealRoomAccess).where(and(eq(dealRoomAccess.postId, postId), eq(dealRoomAccess.buyerId, buyerId)));
  const facts: AccessFacts = {
    ...settings,
    interest: !expression ? 'none' : expression.visible ? 'visible' : 'hidden',
    ndaAccepted: Boolean(signed),
    approvedAt: access?.approvedAt ?? null,
    revokedAt: access?.revokedAt ?? null,
    paused: (await pausedBuyers(db, postId, [buyerId])).has(buyerId),
  };
  return {
    settings,
    facts,
    state: accessState(facts),
    acceptance: signed ? { ...signed.acceptance, ndaVersion: signed.ndaVersion, ndaText: signed.ndaText } : null,
  };
}

/** Every buyer the post's deal room is open to now (the access rule of `accessState`), in one read. */
export async function buyersWithAccess(ctx: ServiceContext, postId: number): Promise<(typeof users.$inferSelect)[]> {
  const settings = await dealRoomSettings(ctx, postId);
  const rows = await ctx.db
    .select({ buyer: users, visible: expressionsOfInterest.visibleToInsolvency, signatureId: ndaAcceptances.id, access: dealRoomAccess })
    .from(expressionsOfInterest)
    .innerJoin(users, eq(users.id, expressionsOfInterest.buyerId))
    .leftJoin(ndaAcceptances, and(eq(ndaAcceptances.postId, postId), eq(ndaAcceptances.buyerId, expressionsOfInterest.buyerId)))
    .leftJoin(dealRoomAccess, and(eq(dealRoomAccess.postId, postId), eq(dealRoomAccess.buyerId, expressionsOfInterest.buyerId)))
    .where(eq(expressionsOfInterest.postId, postId));
  const paused = await pausedBuyers(ctx.db, postId, rows.map((row) => row.buyer.id));
  return rows
    .filter(
      (row) =>
        accessState({
          ...settings,
          interest: row.visible ? 'visible' : 'hidden',
          ndaAccepted: row.signatureId !== null,
          approvedAt: row.access?.approvedAt ?? null,
          revokedAt: row.access?.revokedAt ?? null,
          paused: paused.has(row.buyer.id),
        }) === 'granted',
    )
    .map((row) => row.buyer);
}

/** Adds a step to the deal room's trail (with a context bound to the transaction of the change it records: `withDb`). */
export async function recordDealRoomEvent(ctx: ServiceContext, event: { postId: number; actorId: number; kind: string; detail?: Record<string, unknown> }): Promise<void> {
  await ctx.db.insert(dealRoomEvents).values({ postId: event.postId, actorId: event.actorId, kind: event.kind, detail: event.detail ?? {}, createdAt: ctx.now() });
}

/**
 * The post's deal-room row, created if missing and locked until commit: closing-time changes,
 * offers, acceptance and the practitioner's screening decisions on one post take turns (an offer
 * is never accepted from a buyer being marked a true match at the same moment).
 */
export async function lockDealRoom(tx: Database, postId: number): Promise<typeof dealRooms.$inferSelect> {
  await tx.insert(dealRooms).values({ postId }).onConflictDoNothing();
  const [room] = await tx.select().from(dealRooms).where(eq(dealRooms.postId, postId)).for('update');
  return room;
}

/**
 * Locks, until commit, the deal-room row of every post the buyer expressed interest in or made an
 * offer on (rooms not made yet hold no offer, so none is accepted there), in the order of their
 * post ids: screening stores a buyer's possible matches under the same lock as an acceptance reads
 * them, and two transactions that lock several rooms take them in one order (no deadlock). The
 * posts' ids, ascending.
 */
export async function lockDealRoomsOfBuyer(tx: Database, buyerId: number): Promise<number[]> {
  const interested = tx.select({ postId: expressionsOfInterest.postId }).from(expressionsOfInterest).where(eq(expressionsOfInterest.buyerId, buyerId));
  const bid = tx.select({ postId: offers.postId }).from(offers).where(eq(offers.buyerId, buyerId));
  const rooms = await tx
    .select({ postId: dealRooms.postId })
    .from(dealRooms)
    .where(or(inArray(dealRooms.postId, interested), inArray(dealRooms.postId, bid)))
    .orderBy(asc(dealRooms.postId))
    .for('update');
  return rooms.map((room) => room.postId);
}
