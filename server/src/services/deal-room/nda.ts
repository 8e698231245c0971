import { and, asc, eq } from 'drizzle-orm';
import { ROLES, type MessageResponse } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, DEFAULT_NDA_TEXT, type BuyerDealRoom, type DealRoomBuyer, type SellerDealRoom, type StandardNdaText } from '@insolvency/shared-contracts/deal-room';
import type {
  acceptNdaRequestSchema,
  approveDealRoomAccessRequestSchema,
  dealRoomSettingsRequestSchema,
  revokeDealRoomAccessRequestSchema,
  standardNdaTextRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dealRoomAccess, dealRooms, expressionsOfInterest, ndaAcceptances, ndaVersions, sellerNdaTexts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { pausedBuyers } from '../deal-room-access/paused-buyers';
import { cddRequirement, saveCddRequirement } from '../cdd/cdd';
import { screenLater } from '../screening/screening-alerts';
import { dealRoomAccessApprovedMail, dealRoomAccessRevokedMail } from '../mail';
import { activityOf, buyerActivity, latestOf } from './buyer-activity';
import { accessState, buyerPost, buyerStanding, dealRoomSettings, latestNdaVersion, recordDealRoomEvent, sellerPost, type Post } from '../deal-room-access/deal-room-posts';

/*
 * The non-disclosure agreement of a post (issue 32): the practitioner's standard text, the
 * post's NDA and its versions, buyers' signatures, and the seller's approval or revocation of
 * one buyer's access.
 */

/** Where a signature was given from: recorded with it. */
export interface ClientOrigin {
  address: string;
  userAgent: string;
}

async function standardText(db: Database, userId: number): Promise<StandardNdaText> {
  const [row] = await db.select({ text: sellerNdaTexts.text }).from(sellerNdaTexts).where(eq(sellerNdaTexts.userId, userId));
  return row ? { text: row.text, isDefault: false } : { text: DEFAULT_NDA_TEXT, isDefault: true };
}

/** GET seller/nda-standard-text: the caller's standard NDA text (the product's default until they save one). */
export function getStandardNdaText(ctx: ServiceContext, caller: AuthUser): Promise<StandardNdaText> {
  return standardText(ctx.db, caller.id);
}

/** PUT seller/nda-standard-text {Text}: posts already carrying an NDA keep theirs. */
export async function saveStandardNdaText(ctx: ServiceContext, caller: AuthUser, input: z.output<typeof standardNdaTextRequestSchema>): Promise<StandardNdaText> {
  if (caller.role !== ROLES.seller) throw new AppError(403, DEAL_ROOM_MESSAGES.adminReadOnly);
  await ctx.db
    .insert(sellerNdaTexts)
    .values({ userId: caller.id, text: input.Text, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: sellerNdaTexts.userId, set: { text: input.Text, updatedAt: ctx.now() } });
  return standardText(ctx.db, caller.id);
}

async function sellerView(ctx: ServiceContext, caller: AuthUser, post: Post): Promise<SellerDealRoom> {
  const settings = await dealRoomSettings(ctx, post.id);
  const latest = await latestNdaVersion(ctx, post.id);
  const [signature] = latest ? await ctx.db.select({ id: ndaAcceptances.id }).from(ndaAcceptances).where(eq(ndaAcceptances.ndaVersionId, latest.id)).limit(1) : [];
  const cdd = await cddRequirement(ctx.db, post.id);
  return {
    postId: post.id,
    ...settings,
    cddRequired: cdd.required,
    cddOffReason: cdd.offReason,
    nda: latest ? { version: latest.version, text: latest.text, fromStandardText: latest.fromStandardText } : null,
    ndaFrozen: Boolean(signature),
    canEdit: post.createdBy === caller.id,
  };
}

/** GET seller/deal-room?id: the post's deal-room settings. */
export async function getSellerDealRoom(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<SellerDealRoom> {
  return sellerView(ctx, caller, await sellerPost(ctx, caller, postId, 'read'));
}

/**
 * PUT seller/deal-room?id {NdaRequired, NdaText, PackRelease}. Requiring an NDA fixes its text
 * for the post (the one given, else the practitioner's standard text). A version nobody has
 * accepted is changed in place; once a buyer has accepted it, a changed text becomes the next
 * version, which only later buyers sign.
 */
export async function saveDealRoomSettings(
  ctx: ServiceContext,
  caller: AuthUser,
  postId: number,
  input: z.output<typeof dealRoomSettingsRequestSchema>,
): Promise<SellerDealRoom> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const post = await sellerPost(txCtx, caller, postId, 'write');
    const now = ctx.now();
    const packRelease = input.PackRelease ?? (await dealRoomSettings(txCtx, postId)).packRelease;
    await tx
      .insert(dealRooms)
      .values({ postId, ndaRequired: input.NdaRequired, packRelease, updatedAt: now })
      .onConflictDoUpdate({ target: dealRooms.postId, set: { ndaRequired: input.NdaRequired, packRelease, updatedAt: now } });
    await saveCddRequirement(txCtx, caller.id, postId, input);
    let ndaVersion: number | null = null;
    if (input.NdaRequired) {
      const fromStandardText = input.NdaText === null;
      const text = input.NdaText ?? (await standardText(tx, caller.id)).text;
      // Locked against a signature of the same version arriving meanwhile (acceptNda takes it FOR SHARE).
      const latest = await latestNdaVersion(txCtx, postId, 'update');
      const [signature] = latest ? await tx.select({ id: ndaAcceptances.id }).from(ndaAcceptances).where(eq(ndaAcceptances.ndaVersionId, latest.id)).limit(1) : [];
      if (!latest || (signature && latest.text !== text)) {
        const version = (latest?.version ?? 0) + 1;
        await tx.insert(ndaVersions).values({ postId, version, text, fromStandardText, createdBy: caller.id, createdAt: now });
        ndaVersion = version;
      } else if (!signature) {
        await tx.update(ndaVersions).set({ text, fromStandardText, createdBy: caller.id, createdAt: now }).where(eq(ndaVersions.id, latest.id));
        ndaVersion = latest.version;
      } else {
        ndaVersion = latest.version;
      }
    }
    await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'settings-saved', detail: { ndaRequired: input.NdaRequired, packRelease, ndaVersion } });
    return sellerView(txCtx, caller, post);
  });
}

/** GET seller/deal-room-buyers?id: every buyer whose interest the seller sees, with their signature and access, first interest first. */
export async function listDealRoomBuyers(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<DealRoomBuyer[]> {
  await sellerPost(ctx, caller, postId, 'read');
  const settings = await dealRoomSettings(ctx, postId);
  const rows = await ctx.db
    .select({ expression: expressionsOfInterest, buyer: users, acceptance: ndaAcceptances, ndaVersion: ndaVersions.version, access: dealRoomAccess })
    .from(expressionsOfInterest)
    .innerJoin(users, eq(users.id, expressionsOfInterest.buyerId))
    .leftJoin(ndaAcceptances, and(eq(ndaAcceptances.postId, postId), eq(ndaAcceptances.buyerId, expressionsOfInterest.buyerId)))
    .leftJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
    .leftJoin(dealRoomAccess, and(eq(dealRoomAccess.postId, postId), eq(dealRoomAccess.buyerId, expressionsOfInterest.buyerId)))
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.visibleToInsolvency, true)))
    .orderBy(asc(expressionsOfInterest.createdAt), asc(expressionsOfInterest.id));
  const activity = await buyerActivity(ctx.db, postId, rows.map(({ buyer }) => buyer.id));
  const paused = await pausedBuyers(ctx.db, postId, rows.map(({ buyer }) => buyer.id));
  return rows.map(({ expression, buyer, acceptance, ndaVersion, access }) => {
    const done = activityOf(activity, buyer.id);
    return {
      buyerId: buyer.id,
      forenames: buyer.forenames,
      surname: buyer.surname,
      company: buyer.company,
      email: buyer.email1,
      interestExpressedAt: expression.createdAt.toISOString(),
      acceptance:
        acceptance && ndaVersion !== null
          ? {
              ndaVersion,
              fullName: acceptance.fullName,
              company: acceptance.company,
              position: acceptance.position,
              acceptedAt: acceptance.acceptedAt.toISOString(),
              clientAddress: acceptance.clientAddress,
              userAgent: acceptance.userAgent,
            }
          : null,
      access: accessState({
        ...settings,
        interest: 'visible',
        ndaAccepted: acceptance !== null,
        approvedAt: access?.approvedAt ?? null,
        revokedAt: access?.revokedAt ?? null,
        paused: paused.has(buyer.id),
      }),
      approvedAt: access?.approvedAt?.toISOString() ?? null,
      revokedAt: access?.revokedAt?.toISOString() ?? null,
      documentsDownloaded: done.documentsDownloaded,
      lastActivityAt: latestOf(expression.createdAt, acceptance?.acceptedAt, done.lastDownloadAt, done.lastQuestionAt, done.lastOfferAt),
      offerIn: done.lastOfferAt !== null,
    };
  });
}

async function buyerView(ctx: ServiceContext, post: Post, buyerId: number): Promise<BuyerDealRoom> {
  const standing = await buyerStanding(ctx, post.id, buyerId);
  const { acceptance } = standing;
  const current = standing.settings.ndaRequired && !acceptance ? await latestNdaVersion(ctx, post.id) : null;
  return {
    postId: post.id,
    reference: post.reference,
    ndaRequired: standing.settings.ndaRequired,
    nda: acceptance ? { version: acceptance.ndaVersion, text: acceptance.ndaText } : current ? { version: current.version, text: current.text } : null,
    acceptance: acceptance
      ? { ndaVersion: acceptance.ndaVersion, fullName: acceptance.fullName, company: acceptance.company, position: acceptance.position, acceptedAt: acceptance.acceptedAt.toISOString() }
      : null,
    access: standing.state,
  };
}

/** GET buyer/deal-room?id: the post's NDA (or the version the buyer signed) and where the buyer stands. */
export async function getBuyerDealRoom(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<BuyerDealRoom> {
  return buyerView(ctx, await buyerPost(ctx, postId), buyer.id);
}

/**
 * POST buyer/accept-nda?id {FullName, Company, Position, AcceptOnBehalf}: once per buyer and
 * post, after expressing interest; records the version signed, the time, the client address
 * and user agent.
 */
export async function acceptNda(
  ctx: ServiceContext,
  buyer: AuthUser,
  postId: number,
  input: z.output<typeof acceptNdaRequestSchema>,
  origin: ClientOrigin,
): Promise<BuyerDealRoom> {
  const view = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const post = await buyerPost(txCtx, postId);
    const standing = await buyerStanding(txCtx, postId, buyer.id);
    if (standing.state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
    if (standing.state === 'paused') throw new AppError(403, DEAL_ROOM_MESSAGES.accessPaused);
    if (standing.acceptance) throw new AppError(409, DEAL_ROOM_MESSAGES.alreadyAccepted);
    if (standing.state === 'interest-needed') throw new AppError(409, DEAL_ROOM_MESSAGES.interestNeeded);
    const version = standing.settings.ndaRequired ? await latestNdaVersion(txCtx, postId, 'share') : null;
    if (!version) throw new AppError(409, DEAL_ROOM_MESSAGES.noNda);
    const now = ctx.now();
    const [created] = await tx
      .insert(ndaAcceptances)
      .values({
        postId,
        ndaVersionId: version.id,
        buyerId: buyer.id,
        fullName: input.FullName,
        company: input.Company,
        position: input.Position,
        acceptedAt: now,
        clientAddress: origin.address,
        userAgent: origin.userAgent,
      })
      .onConflictDoNothing()
      .returning({ id: ndaAcceptances.id });
    // Two requests at once: the unique index lets one in.
    if (!created) throw new AppError(409, DEAL_ROOM_MESSAGES.alreadyAccepted);
    await recordDealRoomEvent(txCtx, { postId, actorId: buyer.id, kind: 'nda-accepted', detail: { ndaVersion: version.version } });
    return buyerView(txCtx, post, buyer.id);
  });
  // Screened against the UK Sanctions List in force once the acceptance is stored (issue 56).
  screenLater(ctx, buyer.id, 'nda_accepted');
  return view;
}

/** The signed copy of a buyer's NDA, for its PDF. */
export interface SignedNda {
  postId: number;
  reference: string;
  activityHeading: string;
  ndaVersion: number;
  text: string;
  fullName: string;
  company: string;
  position: string;
  acceptedAt: Date;
}

/** GET buyer/signed-nda-pdf?id: what the buyer signed on the post (404 before they sign). */
export async function getSignedNda(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<SignedNda> {
  const post = await buyerPost(ctx, postId);
  const { acceptance } = await buyerStanding(ctx, postId, buyer.id);
  if (!acceptance) throw new AppError(404, DEAL_ROOM_MESSAGES.notAccepted);
  return {
    postId,
    reference: post.reference,
    activityHeading: post.activityHeading,
    ndaVersion: acceptance.ndaVersion,
    text: acceptance.ndaText,
    fullName: acceptance.fullName,
    company: acceptance.company,
    position: acceptance.position,
    acceptedAt: acceptance.acceptedAt,
  };
}

/**
 * What a seller's decision on one buyer starts from: the caller's own post, a buyer whose
 * interest in it the seller sees (404 otherwise), still with access (409 once revoked).
 */
async function decisionOnBuyer(ctx: ServiceContext, caller: AuthUser, postId: number, buyerId: number) {
  const post = await sellerPost(ctx, caller, postId, 'write');
  const [row] = await ctx.db
    .select({ buyer: users })
    .from(expressionsOfInterest)
    .innerJoin(users, eq(users.id, expressionsOfInterest.buyerId))
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.buyerId, buyerId), eq(expressionsOfInterest.visibleToInsolvency, true)));
  if (!row) throw new AppError(404, DEAL_ROOM_MESSAGES.buyerNotFound);
  const standing = await buyerStanding(ctx, postId, buyerId);
  if (standing.state === 'revoked') throw new AppError(409, DEAL_ROOM_MESSAGES.alreadyRevoked);
  const { buyer } = row;
  const mailInput = { buyerName: `${buyer.forenames} ${buyer.surname}`.trim(), postId, reference: post.reference, activityHeading: post.activityHeading };
  return { buyer, standing, mailInput };
}

/** POST seller/approve-deal-room-access?id {BuyerId}: releases the pack to one buyer (needed when it is released on approval). */
export async function approveDealRoomAccess(
  ctx: ServiceContext,
  caller: AuthUser,
  postId: number,
  input: z.output<typeof approveDealRoomAccessRequestSchema>,
): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const { buyer, standing, mailInput } = await decisionOnBuyer(txCtx, caller, postId, input.BuyerId);
    if (standing.facts.approvedAt) throw new AppError(409, DEAL_ROOM_MESSAGES.notAwaitingApproval);
    const now = ctx.now();
    await tx
      .insert(dealRoomAccess)
      .values({ postId, buyerId: buyer.id, approvedAt: now, approvedBy: caller.id })
      .onConflictDoUpdate({ target: [dealRoomAccess.postId, dealRoomAccess.buyerId], set: { approvedAt: now, approvedBy: caller.id } });
    await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'access-approved', detail: { buyerId: buyer.id } });
    if (accessState({ ...standing.facts, approvedAt: now }) !== 'granted') return;
    const mail = dealRoomAccessApprovedMail(ctx.config, mailInput);
    await ctx.mailer.enqueue({ to: buyer.email1, ...mail }, { db: tx, dedupeKey: `deal-room-approved:${postId}:${buyer.id}` });
  });
  ctx.mailer.nudge();
  return { message: DEAL_ROOM_MESSAGES.accessApproved };
}

/** POST seller/revoke-deal-room-access?id {BuyerId, Reason}: ends one buyer's access for good; they are told by mail. */
export async function revokeDealRoomAccess(
  ctx: ServiceContext,
  caller: AuthUser,
  postId: number,
  input: z.output<typeof revokeDealRoomAccessRequestSchema>,
): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const { buyer, mailInput } = await decisionOnBuyer(txCtx, caller, postId, input.BuyerId);
    const now = ctx.now();
    await tx
      .insert(dealRoomAccess)
      .values({ postId, buyerId: buyer.id, revokedAt: now, revokedBy: caller.id, revokeReason: input.Reason })
      .onConflictDoUpdate({ target: [dealRoomAccess.postId, dealRoomAccess.buyerId], set: { revokedAt: now, revokedBy: caller.id, revokeReason: input.Reason } });
    await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'access-revoked', detail: { buyerId: buyer.id, reason: input.Reason } });
    const mail = dealRoomAccessRevokedMail(ctx.config, { ...mailInput, reason: input.Reason });
    await ctx.mailer.enqueue({ to: buyer.email1, ...mail }, { db: tx, dedupeKey: `deal-room-revoked:${postId}:${buyer.id}` });
  });
  ctx.mailer.nudge();
  return { message: DEAL_ROOM_MESSAGES.accessRevokedDone };
}
