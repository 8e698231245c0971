import { and, desc, eq, gte, not, notExists, sql, type SQL } from 'drizzle-orm';
import { SITE_STATUS, type MessageResponse } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, OFFER_MAX_VERSIONS, OFFER_MESSAGES, offersSealed, PROOF_UNATTACHED_MAX, PROOF_UNATTACHED_MAX_BYTES, type BuyerOffer, type OfferRegisterEntry, type OfferVersion, type ProofOfFunds, type SellerOffers } from '@insolvency/shared-contracts/deal-room';
import type { acceptOfferRequestSchema, offersClosingRequestSchema, submitOfferRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dealRooms, expressionsOfInterest, offers, offerVersions, packDocuments, posts, storedFiles, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { assertBuyerCddPartGiven, assertCddComplete } from '../cdd/cdd';
import { screenLater } from '../screening/screening-alerts';
import { assertScreeningClear, screenBeforeAcceptance } from '../screening/screening-decisions';
import { offerAcceptedMail, offerNotAcceptedMail, offersClosingMovedMail } from '../mail';
import { siteStatusWhere } from '../posts/site-status';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';
import { assertSellerMay, buyerPost, buyerStanding, lockDealRoom, recordDealRoomEvent, sellerPost, type Post } from '../deal-room-access/deal-room-posts';
import type { MultipartUpload } from './multipart-upload';
import { originalDownload, type DocumentDownload } from './pack';
import type { UploadReceiver } from './received-uploads';
import { storeFile } from './stored-files';
import { DEAL_ROOM_NOTICES } from './deal-room-notices';
import { notifyUsers } from '../notifications/user-notifications';

/*
 * Sealed offers on a post (issue 32). The seller may set a closing date and time; until then
 * offers are sealed (the seller sees how many, never what); from then on, or at once without a
 * closing date, the register shows every offer's latest version. A buyer with access makes an
 * offer and may replace it until the closing time (each replacement a new version, the earlier
 * kept). The seller accepts one, once. Every step is written to the deal room's trail in the
 * transaction that makes it; the trail of an offer never holds its terms, so it cannot unseal it.
 */

type DealRoomRow = typeof dealRooms.$inferSelect;


/** How long a proof of funds that no offer names is kept: a buyer may upload it a day before they offer. */
const UNATTACHED_PROOF_KEPT_MS = 24 * 60 * 60 * 1000;

/** First key of the advisory lock that `lockBuyerProofs` takes (the second is the buyer's id). */
const BUYER_PROOFS_LOCK = 35_032;

/**
 * Serialises one buyer's proof-of-funds uploads and offers (on any post) until the transaction
 * ends, so an offer naming a proof of funds never meets its clearing. An advisory lock, not the
 * buyer's row: a long upload must not hold up a change to their account.
 */
async function lockBuyerProofs(tx: Database, buyerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_PROOFS_LOCK}, ${buyerId})`);
}

/** Proofs of funds of the buyer that no offer version names (pack documents are the seller's and never match). */
const unattachedProofsOf = (db: Database, buyerId: number) =>
  and(
    eq(storedFiles.uploadedBy, buyerId),
    notExists(db.select({ id: offerVersions.id }).from(offerVersions).where(eq(offerVersions.proofOfFundsFileId, storedFiles.id))),
    notExists(db.select({ id: packDocuments.id }).from(packDocuments).where(eq(packDocuments.fileId, storedFiles.id))),
  );

const uploadedWithinADay = (now: Date) => gte(storedFiles.createdAt, new Date(now.getTime() - UNATTACHED_PROOF_KEPT_MS));

/**
 * Deletes the buyer's proofs of funds that no offer version names and that match `which` (their
 * chunks go with them): those of any post uploaded more than a day ago, when the buyer uploads
 * another or makes an offer; those of a post whose offer has just named one. Run holding `lockBuyerProofs`.
 */
async function clearUnattachedProofs(tx: Database, buyerId: number, which: SQL): Promise<void> {
  await tx.delete(storedFiles).where(and(unattachedProofsOf(tx, buyerId), which));
}

/** Proofs of funds one buyer may upload per hour, on all posts together. */
export const PROOF_UPLOAD_RATE_LIMIT: RateLimit = { bucket: 'proof-of-funds:user', limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * The bytes of proofs of funds the buyer may still upload for the post: at most
 * PROOF_UNATTACHED_MAX proofs that no offer names (409 once they have that many) and
 * PROOF_UNATTACHED_MAX_BYTES together. Those a day old do not count: they are cleared away.
 */
async function proofRoomLeft(ctx: ServiceContext, buyerId: number, postId: number): Promise<number> {
  const [waiting] = await ctx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number), bytes: sql<number>`coalesce(sum(${storedFiles.byteSize}), 0)`.mapWith(Number) })
    .from(storedFiles)
    .where(and(unattachedProofsOf(ctx.db, buyerId), eq(storedFiles.postId, postId), uploadedWithinADay(ctx.now())));
  if (waiting.count >= PROOF_UNATTACHED_MAX) throw new AppError(409, OFFER_MESSAGES.proofsWaiting);
  return PROOF_UNATTACHED_MAX_BYTES - waiting.bytes;
}

/** The offer settings of a post (no deal-room row: no closing date, nothing accepted). */
async function offerSettings(db: Database, postId: number) {
  const [room] = await db
    .select({ offersCloseAt: dealRooms.offersCloseAt, acceptedOfferId: dealRooms.acceptedOfferId, acceptedAt: dealRooms.acceptedAt })
    .from(dealRooms)
    .where(eq(dealRooms.postId, postId));
  return room ?? { offersCloseAt: null, acceptedOfferId: null, acceptedAt: null };
}

async function isForSale(ctx: ServiceContext, postId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ forSale: sql<boolean>`${siteStatusWhere(SITE_STATUS.forSale, ctx.today())}` }).from(posts).where(eq(posts.id, postId));
  return Boolean(row?.forSale);
}

/** Why a buyer may not offer now (null: they may). */
function closedReason(room: { offersCloseAt: Date | null; acceptedOfferId: number | null }, now: Date, forSale: boolean): string | null {
  if (room.acceptedOfferId !== null) return OFFER_MESSAGES.alreadyAccepted;
  if (room.offersCloseAt && now.getTime() >= room.offersCloseAt.getTime()) return OFFER_MESSAGES.closedAt(room.offersCloseAt);
  return forSale ? null : OFFER_MESSAGES.notForSale;
}

/** The buyer's access to the deal room, or the 403 that says why not. */
async function assertBuyerAccess(ctx: ServiceContext, postId: number, buyerId: number): Promise<void> {
  const { state } = await buyerStanding(ctx, postId, buyerId);
  if (state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
  if (state === 'paused') throw new AppError(403, DEAL_ROOM_MESSAGES.accessPaused);
  if (state !== 'granted') throw new AppError(403, OFFER_MESSAGES.noAccess);
}

/** An offer version's columns with its proof of funds (left-joined on `offerVersions.proofOfFundsFileId`), for `toOfferVersion`. */
export const offerVersionColumns = { version: offerVersions, proof: storedFiles };
type VersionRow = { version: typeof offerVersions.$inferSelect; proof: typeof storedFiles.$inferSelect | null };

const toProofOfFunds = (file: typeof storedFiles.$inferSelect): ProofOfFunds => ({ fileId: file.id, fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize });

export const toOfferVersion = ({ version, proof }: VersionRow): OfferVersion => ({
  version: version.version,
  amountPence: version.amountPence,
  scope: version.scope,
  namedAssets: version.namedAssets,
  conditions: version.conditions,
  funding: version.funding,
  proofOfFunds: proof ? toProofOfFunds(proof) : null,
  connectedParty: version.connectedParty,
  submittedAt: version.submittedAt.toISOString(),
});

async function buyerView(ctx: ServiceContext, post: Post, buyerId: number): Promise<BuyerOffer> {
  const { db } = ctx;
  const room = await offerSettings(db, post.id);
  const [offer] = await db.select().from(offers).where(and(eq(offers.postId, post.id), eq(offers.buyerId, buyerId)));
  const versions = offer
    ? await db
        .select(offerVersionColumns)
        .from(offerVersions)
        .leftJoin(storedFiles, eq(storedFiles.id, offerVersions.proofOfFundsFileId))
        .where(eq(offerVersions.offerId, offer.id))
        .orderBy(desc(offerVersions.version))
    : [];
  const reason = closedReason(room, ctx.now(), await isForSale(ctx, post.id));
  return {
    postId: post.id,
    offersCloseAt: room.offersCloseAt?.toISOString() ?? null,
    open: reason === null,
    closedReason: reason,
    offer: offer ? { offerId: offer.id, accepted: offer.acceptedAt !== null, versions: versions.map(toOfferVersion) } : null,
  };
}

/** The post, when the buyer may see it and their access to its deal room is granted (403/404 otherwise). */
async function buyerInDealRoom(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<Post> {
  const post = await buyerPost(ctx, postId);
  await assertBuyerAccess(ctx, postId, buyer.id);
  return post;
}

/** Now, when the post takes offers now (409 with the reason otherwise). */
async function assertOffersOpen(ctx: ServiceContext, postId: number, room: Pick<DealRoomRow, 'offersCloseAt' | 'acceptedOfferId'>): Promise<Date> {
  const now = ctx.now();
  const reason = closedReason(room, now, await isForSale(ctx, postId));
  if (reason) throw new AppError(409, reason);
  return now;
}

/**
 * With a context bound to the transaction, before a buyer's offer or proof of funds is written:
 * the buyer may offer on the post, their proofs and the post's deal room are locked, and offers
 * are open now. Their access is read again once the deal room is locked: a true match recorded
 * meanwhile (which takes the same lock) pauses it before the offer is written.
 */
async function openForOffers(txCtx: ServiceContext, buyer: AuthUser, postId: number): Promise<{ post: Post; now: Date }> {
  await buyerInDealRoom(txCtx, buyer, postId);
  await lockBuyerProofs(txCtx.db, buyer.id);
  const room = await lockDealRoom(txCtx.db, postId);
  const post = await buyerInDealRoom(txCtx, buyer, postId);
  const now = await assertOffersOpen(txCtx, postId, room);
  return { post, now };
}

/** GET buyer/deal-room-offer?id: the buyer's own offer (every version, newest first), the closing time and whether they may offer now. */
export async function getBuyerOffer(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<BuyerOffer> {
  const post = await buyerPost(ctx, postId);
  await assertBuyerAccess(ctx, postId, buyer.id);
  return buyerView(ctx, post, buyer.id);
}

/**
 * POST buyer/deal-room-offer?id: makes the buyer's offer or replaces it (a new version; the
 * earlier ones are kept), while the post is For Sale, before the closing time and before an
 * offer is accepted (409 "Offers closed at …" otherwise), up to OFFER_MAX_VERSIONS versions (409). The buyer's proofs of funds that
 * waited more than a day and that no offer names are cleared away; when the version names a
 * proof of funds, so are the others of this post that no version names.
 */
export async function submitOffer(ctx: ServiceContext, buyer: AuthUser, postId: number, input: z.output<typeof submitOfferRequestSchema>): Promise<BuyerOffer> {
  const view = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const { post, now } = await openForOffers(txCtx, buyer, postId);
    await assertBuyerCddPartGiven(tx, postId, buyer.id);
    if (input.ProofOfFundsFileId) {
      const [file] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, input.ProofOfFundsFileId), eq(storedFiles.postId, postId), eq(storedFiles.uploadedBy, buyer.id)));
      if (!file) throw new AppError(400, OFFER_MESSAGES.proofNotFound, { errors: { ProofOfFundsFileId: [OFFER_MESSAGES.proofNotFound] } });
    }
    await tx.insert(offers).values({ postId, buyerId: buyer.id, createdAt: now }).onConflictDoNothing();
    const [offer] = await tx.select().from(offers).where(and(eq(offers.postId, postId), eq(offers.buyerId, buyer.id)));
    const [last] = await tx.select({ version: offerVersions.version }).from(offerVersions).where(eq(offerVersions.offerId, offer.id)).orderBy(desc(offerVersions.version)).limit(1);
    const version = (last?.version ?? 0) + 1;
    if (version > OFFER_MAX_VERSIONS) throw new AppError(409, OFFER_MESSAGES.tooManyVersions);
    await tx.insert(offerVersions).values({
      offerId: offer.id,
      version,
      amountPence: input.Amount,
      scope: input.Scope,
      namedAssets: input.NamedAssets,
      conditions: input.Conditions,
      funding: input.Funding,
      proofOfFundsFileId: input.ProofOfFundsFileId ?? null,
      connectedParty: input.ConnectedParty,
      submittedAt: now,
    });
    await recordDealRoomEvent(txCtx, { postId, actorId: buyer.id, kind: version === 1 ? 'offer-made' : 'offer-replaced', detail: { offerId: offer.id, version } });
    await clearUnattachedProofs(tx, buyer.id, not(uploadedWithinADay(now)));
    // The proofs it was chosen from, which the seller can never see, go.
    if (input.ProofOfFundsFileId) await clearUnattachedProofs(tx, buyer.id, eq(storedFiles.postId, postId));
    return buyerView(txCtx, post, buyer.id);
  });
  // Screened against the UK Sanctions List in force on each offer made or replaced (issue 56).
  screenLater(ctx, buyer.id, 'offer');
  return view;
}

/**
 * POST buyer/offer-proof-of-funds?id (multipart/form-data with one File): stores a proof of
 * funds for the buyer's next offer version (the same rules as a pack document: PDF, Word,
 * Excel, PNG or JPEG by its bytes, at most 25 MB); its `fileId` then goes in the offer's
 * `ProofOfFundsFileId`. Access, the quota of proofs no offer names and the hourly limit are
 * checked before the file is read; it is received onto local disk outside any transaction, then
 * one short transaction checks access and the quota again and writes it. The buyer's proofs of
 * funds that waited more than a day for an offer are cleared away.
 */
export async function uploadProofOfFunds(ctx: ServiceContext, uploads: UploadReceiver, buyer: AuthUser, postId: number, upload: MultipartUpload): Promise<ProofOfFunds> {
  await buyerInDealRoom(ctx, buyer, postId);
  await assertOffersOpen(ctx, postId, await offerSettings(ctx.db, postId));
  if (!upload.isMultipart) throw new AppError(415, OFFER_MESSAGES.proofNotMultipart);
  const roomLeft = await proofRoomLeft(ctx, buyer.id, postId);
  const admit = async () => {
    const verdict = await consumeRateLimit(ctx, PROOF_UPLOAD_RATE_LIMIT, String(buyer.id));
    if (!verdict.allowed) throw new AppError(429, OFFER_MESSAGES.proofsThrottled(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  };
  return uploads.receive(buyer.id, upload, { maxBytes: roomLeft, tooLarge: OFFER_MESSAGES.proofsTooLarge, admit }, async ({ file }) => {
    if (!file) throw new AppError(400, OFFER_MESSAGES.proofRequired, { errors: { File: [OFFER_MESSAGES.proofRequired] } });
    return ctx.db.transaction(async (tx) => {
      const txCtx = withDb(ctx, tx);
      const { now } = await openForOffers(txCtx, buyer, postId);
      await clearUnattachedProofs(tx, buyer.id, not(uploadedWithinADay(now)));
      if (file.byteSize > (await proofRoomLeft(txCtx, buyer.id, postId))) throw new AppError(413, OFFER_MESSAGES.proofsTooLarge);
      const stored = await storeFile(txCtx, { postId, uploadedBy: buyer.id, file });
      await recordDealRoomEvent(txCtx, { postId, actorId: buyer.id, kind: 'proof-of-funds-uploaded', detail: { fileId: stored.id, byteSize: stored.byteSize } });
      return toProofOfFunds(stored);
    });
  });
}

/** GET buyer/offer-proof-of-funds?id=<fileId>: a proof of funds the buyer uploaded. */
export async function downloadOwnProofOfFunds(ctx: ServiceContext, buyer: AuthUser, fileId: number): Promise<DocumentDownload> {
  const [file] = await ctx.db.select().from(storedFiles).where(and(eq(storedFiles.id, fileId), eq(storedFiles.uploadedBy, buyer.id)));
  if (!file) throw new AppError(404, OFFER_MESSAGES.proofNotFound);
  await buyerPost(ctx, file.postId, OFFER_MESSAGES.proofNotFound);
  if ((await buyerStanding(ctx, file.postId, buyer.id)).state === 'paused') throw new AppError(403, DEAL_ROOM_MESSAGES.accessPaused);
  return originalDownload(ctx, file);
}

/** Every offer on a post with its latest version, who made it and how many versions it has, highest amount first. */
export async function offerRegister(ctx: ServiceContext, postId: number): Promise<OfferRegisterEntry[]> {
  const rows = await ctx.db
    .select({
      offer: offers,
      buyer: { forenames: users.forenames, surname: users.surname, company: users.company, email: users.email1 },
      ...offerVersionColumns,
      versionCount: sql<number>`(select count(*) from ${offerVersions} as counted where counted.offer_id = ${offers.id})`.mapWith(Number),
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.buyerId))
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .leftJoin(storedFiles, eq(storedFiles.id, offerVersions.proofOfFundsFileId))
    .where(and(eq(offers.postId, postId), sql`${offerVersions.version} = (select max(latest.version) from ${offerVersions} as latest where latest.offer_id = ${offers.id})`))
    .orderBy(desc(offerVersions.amountPence), offerVersions.submittedAt);
  return rows.map((row) => ({
    ...toOfferVersion(row),
    offerId: row.offer.id,
    buyerId: row.offer.buyerId,
    buyerName: `${row.buyer.forenames} ${row.buyer.surname}`.trim(),
    company: row.buyer.company,
    email: row.buyer.email,
    versionCount: row.versionCount,
    accepted: row.offer.acceptedAt !== null,
  }));
}

async function offerCount(db: Database, postId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(offers).where(eq(offers.postId, postId));
  return row.count;
}

async function sellerView(ctx: ServiceContext, caller: AuthUser, post: Post, now: Date): Promise<SellerOffers> {
  const { db } = ctx;
  const room = await offerSettings(db, post.id);
  const sealed = offersSealed(room.offersCloseAt, now);
  return {
    postId: post.id,
    reference: post.reference,
    offersCloseAt: room.offersCloseAt?.toISOString() ?? null,
    sealed,
    offerCount: await offerCount(db, post.id),
    register: sealed ? null : await offerRegister(ctx, post.id),
    acceptedOfferId: room.acceptedOfferId,
    acceptedAt: room.acceptedAt?.toISOString() ?? null,
    canEdit: post.createdBy === caller.id,
  };
}

/** GET seller/deal-room-offers?id: the closing time and the count of offers; the register too once they are no longer sealed. */
export async function getSellerOffers(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<SellerOffers> {
  return sellerView(ctx, caller, await sellerPost(ctx, caller, postId, 'read'), ctx.now());
}

/** The register of a post whose offers are open to its seller (409 while sealed). */
export async function openRegister(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<{ post: Post; register: OfferRegisterEntry[] }> {
  const post = await sellerPost(ctx, caller, postId, 'read');
  const { offersCloseAt } = await offerSettings(ctx.db, postId);
  if (offersCloseAt && offersSealed(offersCloseAt, ctx.now())) throw new AppError(409, OFFER_MESSAGES.sealedUntil(offersCloseAt));
  return { post, register: await offerRegister(ctx, postId) };
}

/** GET seller/offer-proof-of-funds?id=<fileId>: a proof of funds attached to an offer on the caller's post, once offers are no longer sealed. */
export async function downloadProofOfFundsAsSeller(ctx: ServiceContext, caller: AuthUser, fileId: number): Promise<DocumentDownload> {
  const [row] = await ctx.db
    .select({ file: storedFiles, post: posts })
    .from(offerVersions)
    .innerJoin(offers, eq(offers.id, offerVersions.offerId))
    .innerJoin(posts, eq(posts.id, offers.postId))
    .innerJoin(storedFiles, eq(storedFiles.id, offerVersions.proofOfFundsFileId))
    .where(eq(offerVersions.proofOfFundsFileId, fileId))
    .limit(1);
  assertSellerMay(caller, row?.post, 'read', OFFER_MESSAGES.proofNotFound);
  const { offersCloseAt } = await offerSettings(ctx.db, row.post.id);
  if (offersCloseAt && offersSealed(offersCloseAt, ctx.now())) throw new AppError(409, OFFER_MESSAGES.sealedUntil(offersCloseAt));
  return originalDownload(ctx, row.file);
}

/** The buyers who have access to a post's deal room now, for its mails. */
async function buyersWithAccess(ctx: ServiceContext, postId: number) {
  const interested = await ctx.db
    .select({ id: users.id, forenames: users.forenames, surname: users.surname, email: users.email1 })
    .from(expressionsOfInterest)
    .innerJoin(users, eq(users.id, expressionsOfInterest.buyerId))
    .where(eq(expressionsOfInterest.postId, postId));
  const granted = [];
  for (const buyer of interested) if ((await buyerStanding(ctx, postId, buyer.id)).state === 'granted') granted.push(buyer);
  return granted;
}

const mailInputFor = (post: Post, buyer: { forenames: string; surname: string }) => ({
  buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
  postId: post.id,
  reference: post.reference,
  activityHeading: post.activityHeading,
});

/**
 * PUT seller/offers-closing?id {OffersCloseAt}: sets or moves the closing date and time (in the
 * future; once an offer is in, only later), or removes it while no offer is in. Everyone with
 * access is told by mail and in their notification area when it is set or moved. Nothing changes once an offer is accepted.
 */
export async function setOffersClosing(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof offersClosingRequestSchema>): Promise<SellerOffers> {
  const view = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const post = await sellerPost(txCtx, caller, postId, 'write');
    const room = await lockDealRoom(tx, postId);
    const now = ctx.now();
    if (room.acceptedOfferId !== null) throw new AppError(409, OFFER_MESSAGES.closingLocked);
    const offersIn = (await offerCount(tx, postId)) > 0;
    const closeAt = input.OffersCloseAt;
    const previous = room.offersCloseAt;
    if (closeAt === null) {
      if (offersIn && previous) throw new AppError(409, OFFER_MESSAGES.closingNotCleared);
    } else {
      if (closeAt.getTime() <= now.getTime()) throw new AppError(400, OFFER_MESSAGES.closingInPast, { errors: { OffersCloseAt: [OFFER_MESSAGES.closingInPast] } });
      if (offersIn && previous && closeAt.getTime() < previous.getTime()) throw new AppError(409, OFFER_MESSAGES.closingNotEarlier);
    }
    const changed = (closeAt?.getTime() ?? null) !== (previous?.getTime() ?? null);
    if (changed) {
      await tx.update(dealRooms).set({ offersCloseAt: closeAt, updatedAt: now }).where(eq(dealRooms.postId, postId));
      const detail = { from: previous?.toISOString() ?? null, to: closeAt?.toISOString() ?? null };
      await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: closeAt ? 'offers-closing-set' : 'offers-closing-removed', detail });
    }
    if (changed && closeAt) {
      const told = await buyersWithAccess(txCtx, postId);
      await notifyUsers(txCtx, told.map((buyer) => buyer.id), DEAL_ROOM_NOTICES.offersClosingMoved(post.reference, closeAt));
      for (const buyer of told) {
        const mail = offersClosingMovedMail(ctx.config, { ...mailInputFor(post, buyer), closeAt, previous });
        await ctx.mailer.enqueue({ to: buyer.email, ...mail }, { db: tx, dedupeKey: `offers-closing:${postId}:${buyer.id}:${closeAt.toISOString()}` });
      }
    }
    return sellerView(txCtx, caller, post, now);
  });
  ctx.mailer.nudge();
  return view;
}

/**
 * POST seller/accept-offer?id {OfferId, Message?}: accepts one offer, once, when offers are no
 * longer sealed (anytime without a closing date). Its buyer is told by mail; the message, when
 * given, goes to every other bidder. The post can then be marked Sold.
 */
export async function acceptOffer(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof acceptOfferRequestSchema>): Promise<MessageResponse> {
  await sellerPost(ctx, caller, postId, 'write');
  const [bidder] = await ctx.db.select({ buyerId: offers.buyerId }).from(offers).where(and(eq(offers.id, input.OfferId), eq(offers.postId, postId)));
  await screenBeforeAcceptance(ctx, postId, bidder?.buyerId);
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const post = await sellerPost(txCtx, caller, postId, 'write');
    const room = await lockDealRoom(tx, postId);
    const now = ctx.now();
    if (room.acceptedOfferId !== null) throw new AppError(409, OFFER_MESSAGES.alreadyAccepted);
    if (room.offersCloseAt && offersSealed(room.offersCloseAt, now)) throw new AppError(409, OFFER_MESSAGES.sealedUntil(room.offersCloseAt));
    const [offer] = await tx.select().from(offers).where(and(eq(offers.id, input.OfferId), eq(offers.postId, postId)));
    if (!offer) throw new AppError(404, OFFER_MESSAGES.offerNotFound);
    await assertScreeningClear(tx, postId, offer.buyerId);
    await assertCddComplete(txCtx, postId, offer.buyerId);
    const [latest] = await tx.select().from(offerVersions).where(eq(offerVersions.offerId, offer.id)).orderBy(desc(offerVersions.version)).limit(1);
    await tx.update(offers).set({ acceptedAt: now }).where(eq(offers.id, offer.id));
    await tx.update(dealRooms).set({ acceptedOfferId: offer.id, acceptedAt: now, updatedAt: now }).where(eq(dealRooms.postId, postId));
    await recordDealRoomEvent(txCtx, {
      postId,
      actorId: caller.id,
      kind: 'offer-accepted',
      detail: { offerId: offer.id, buyerId: offer.buyerId, version: latest.version, amountPence: latest.amountPence, messageToOthers: input.Message },
    });
    const bidders = await tx
      .select({ offerId: offers.id, id: users.id, forenames: users.forenames, surname: users.surname, email: users.email1 })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.buyerId))
      .where(eq(offers.postId, postId));
    for (const bidder of bidders) {
      const mailInput = mailInputFor(post, bidder);
      if (bidder.offerId === offer.id) {
        await ctx.mailer.enqueue({ to: bidder.email, ...offerAcceptedMail(ctx.config, mailInput) }, { db: tx, dedupeKey: `offer-accepted:${postId}:${bidder.id}` });
      } else if (input.Message) {
        const mail = offerNotAcceptedMail(ctx.config, { ...mailInput, message: input.Message });
        await ctx.mailer.enqueue({ to: bidder.email, ...mail }, { db: tx, dedupeKey: `offer-not-accepted:${postId}:${bidder.id}` });
      }
    }
  });
  ctx.mailer.nudge();
  return { message: OFFER_MESSAGES.offerAccepted };
}
