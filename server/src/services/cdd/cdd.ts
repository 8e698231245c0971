import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageResponse } from '@insolvency/shared-contracts';
import {
  CDD_MESSAGES,
  DEAL_ROOM_MESSAGES,
  OFFER_MESSAGES,
  type BeneficialOwner,
  type BuyerCdd,
  type CddBuyerPart,
  type CddItem,
  type CddPractitionerPart,
  type CddState,
  type CddStatus,
  type SellerCdd,
} from '@insolvency/shared-contracts/deal-room';
import type { buyerCddRequestSchema, sellerCddRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { Database } from '../../db/client';
import { buyerBeneficialOwners, dealRoomCdd, dealRooms, expressionsOfInterest, offers, offerVersions, posts, users, type ConfirmedOwner } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { buyerPost, buyerStanding, recordDealRoomEvent, sellerPost } from '../deal-room-access/deal-room-posts';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';

/*
 * Customer due diligence on a buyer for one sale (issue 56, part 3). The buyer gives their part
 * before an offer; the practitioner completes the rest. While the deal room requires it (the
 * default), an offer is accepted only from a buyer whose record is complete (`assertCddComplete`).
 * Every save that changes something is a step of the deal room's trail.
 */

type CddRow = typeof dealRoomCdd.$inferSelect;

/** Saves of a buyer's own part per hour, on all posts together: each changed save is a step of the trail. */
export const CDD_BUYER_SAVE_RATE_LIMIT: RateLimit = { bucket: 'cdd-buyer-save:user', limit: 30, windowMs: 60 * 60 * 1000 };

/** Whether the deal room requires CDD, and why not when it does not (no deal-room row: required). */
export async function cddRequirement(db: Database, postId: number): Promise<{ required: boolean; offReason: string | null }> {
  const [room] = await db.select({ required: dealRooms.cddRequired, offReason: dealRooms.cddOffReason }).from(dealRooms).where(eq(dealRooms.postId, postId));
  return room ?? { required: true, offReason: null };
}

const ownerKey = (owner: ConfirmedOwner) => JSON.stringify([owner.name, owner.country, owner.dateOfBirth, Number(owner.sharePercent)]);
const sameOwners = (a: readonly ConfirmedOwner[], b: readonly ConfirmedOwner[]) => a.map(ownerKey).join('\n') === b.map(ownerKey).join('\n');

async function ownersOf(db: Database, buyerIds: number[]): Promise<Map<number, BeneficialOwner[]>> {
  const byBuyer = new Map<number, BeneficialOwner[]>(buyerIds.map((id) => [id, []]));
  if (!buyerIds.length) return byBuyer;
  const rows = await db.select().from(buyerBeneficialOwners).where(inArray(buyerBeneficialOwners.buyerId, buyerIds)).orderBy(asc(buyerBeneficialOwners.id));
  for (const row of rows) byBuyer.get(row.buyerId)?.push({ id: row.id, name: row.name, country: row.country, dateOfBirth: row.dateOfBirth, sharePercent: row.sharePercent });
  return byBuyer;
}

/** The buyers (of `buyerIds`) whose latest offer version on the post names a proof of funds. */
async function buyersWithProofOfFunds(db: Database, postId: number, buyerIds: number[]): Promise<Set<number>> {
  if (!buyerIds.length) return new Set();
  const rows = await db
    .select({ buyerId: offers.buyerId, version: offerVersions.version, proof: offerVersions.proofOfFundsFileId })
    .from(offers)
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .where(and(eq(offers.postId, postId), inArray(offers.buyerId, buyerIds)))
    .orderBy(asc(offers.buyerId), desc(offerVersions.version));
  const latest = new Map<number, number | null>();
  for (const row of rows) if (!latest.has(row.buyerId)) latest.set(row.buyerId, row.proof);
  return new Set([...latest].filter(([, proof]) => proof !== null).map(([buyerId]) => buyerId));
}

/** What the buyer still has to give (their items only). */
function buyerMissing(row: CddRow | undefined, owners: readonly BeneficialOwner[]): CddItem[] {
  const missing: CddItem[] = [];
  if (!row?.sourceOfFunds || !row.fundsStatement) missing.push('fundsStatement');
  if (!row?.ownersConfirmedAt || !row.ownersConfirmed) missing.push('ownersConfirmed');
  else if (!sameOwners(row.ownersConfirmed, owners)) missing.push('ownersChanged');
  return missing;
}

/** What is missing from the whole record, the buyer's items first. */
function recordMissing(row: CddRow | undefined, owners: readonly BeneficialOwner[], proofOnOffer: boolean): CddItem[] {
  const missing = buyerMissing(row, owners);
  if (!row?.identityMethod || !row.identityDocument || !row.identityVerifiedOn || !row.identityVerifiedBy) missing.push('identity');
  if (!proofOnOffer && !row?.fundsEvidence) missing.push('fundsEvidence');
  if (!row?.riskRating || !row.riskReasons || (row.riskRating === 'high' && !row.enhancedMeasures)) missing.push('riskRating');
  return missing;
}

/** Each buyer's CDD state on the post (one read per table, whatever the number of buyers). */
export async function cddStatuses(db: Database, postId: number, buyerIds: number[]): Promise<CddStatus[]> {
  const { required } = await cddRequirement(db, postId);
  if (!required) return buyerIds.map((buyerId) => ({ buyerId, status: 'not_required', missing: [] }));
  const rows = buyerIds.length ? await db.select().from(dealRoomCdd).where(and(eq(dealRoomCdd.postId, postId), inArray(dealRoomCdd.buyerId, buyerIds))) : [];
  const owners = await ownersOf(db, buyerIds);
  const proofs = await buyersWithProofOfFunds(db, postId, buyerIds);
  return buyerIds.map((buyerId) => {
    const missing = recordMissing(
      rows.find((row) => row.buyerId === buyerId),
      owners.get(buyerId) ?? [],
      proofs.has(buyerId),
    );
    return { buyerId, status: missing.length ? 'incomplete' : 'complete', missing };
  });
}

/**
 * Refuses (409, naming what is missing) to go on while the post requires CDD and the buyer's
 * record is incomplete. Called before an offer is accepted, inside its transaction.
 */
export async function assertCddComplete(ctx: ServiceContext, postId: number, buyerId: number): Promise<void> {
  const [status] = await cddStatuses(ctx.db, postId, [buyerId]);
  if (status.status !== 'incomplete') return;
  const [buyer] = await ctx.db.select({ forenames: users.forenames, surname: users.surname }).from(users).where(eq(users.id, buyerId));
  throw new AppError(409, CDD_MESSAGES.incomplete(buyer ? `${buyer.forenames} ${buyer.surname}`.trim() : 'this buyer', status.missing));
}

/**
 * Refuses (409, naming what is missing) a buyer's offer, made or replaced, while the post requires
 * CDD and the buyer's own part is not given: they give it before an offer (issue 56, part 3), so
 * the practitioner is not left with an offer they cannot accept. Called inside the offer's transaction.
 */
export async function assertBuyerCddPartGiven(db: Database, postId: number, buyerId: number): Promise<void> {
  if (!(await cddRequirement(db, postId)).required) return;
  const owners = (await ownersOf(db, [buyerId])).get(buyerId) ?? [];
  const missing = buyerMissing(await cddRow(db, postId, buyerId), owners);
  if (missing.length) throw new AppError(409, CDD_MESSAGES.buyerPartBeforeOffer(missing));
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

const buyerPartOf = (row: CddRow | undefined): CddBuyerPart => ({
  sourceOfFunds: (row?.sourceOfFunds as CddBuyerPart['sourceOfFunds']) ?? null,
  fundsStatement: row?.fundsStatement ?? null,
  companyNumber: row?.companyNumber ?? null,
  politicallyExposed: row?.politicallyExposed ?? null,
  politicalExposureDetails: row?.politicalExposureDetails ?? null,
  ownersConfirmedAt: iso(row?.ownersConfirmedAt),
  submittedAt: iso(row?.buyerSubmittedAt),
});

async function cddRow(db: Database, postId: number, buyerId: number): Promise<CddRow | undefined> {
  const [row] = await db.select().from(dealRoomCdd).where(and(eq(dealRoomCdd.postId, postId), eq(dealRoomCdd.buyerId, buyerId)));
  return row;
}

/** The post, when the buyer may offer on it (access granted); 403 with the reason otherwise. */
async function buyerInDealRoom(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<void> {
  await buyerPost(ctx, postId);
  const { state } = await buyerStanding(ctx, postId, buyer.id);
  if (state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
  if (state !== 'granted') throw new AppError(403, OFFER_MESSAGES.noAccess);
}

async function buyerView(ctx: ServiceContext, postId: number, buyerId: number): Promise<BuyerCdd> {
  const { required } = await cddRequirement(ctx.db, postId);
  const row = await cddRow(ctx.db, postId, buyerId);
  const owners = (await ownersOf(ctx.db, [buyerId])).get(buyerId) ?? [];
  const missing = buyerMissing(row, owners);
  return { postId, required, buyer: buyerPartOf(row), owners, ownersChangedSinceConfirmed: missing.includes('ownersChanged'), missing };
}

/** GET buyer/deal-room-cdd?id: the buyer's own part of their CDD for the sale and what of it is missing. */
export async function getBuyerCdd(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<BuyerCdd> {
  await buyerInDealRoom(ctx, buyer, postId);
  return buyerView(ctx, postId, buyer.id);
}

/**
 * PUT buyer/deal-room-cdd?id: the buyer's part (source of funds, company number, political
 * exposure) and their confirmation of the beneficial owners declared now. Kept as it was once
 * their offer is accepted (409). Saves are bounded per hour (429); a save that changes nothing
 * adds no step to the trail.
 */
export async function saveBuyerCdd(ctx: ServiceContext, buyer: AuthUser, postId: number, input: z.output<typeof buyerCddRequestSchema>): Promise<MessageResponse> {
  await buyerInDealRoom(ctx, buyer, postId);
  const verdict = await consumeRateLimit(ctx, CDD_BUYER_SAVE_RATE_LIMIT, String(buyer.id));
  if (!verdict.allowed) throw new AppError(429, `You have saved these details many times in a short while. Please try again in ${Math.max(1, Math.ceil(verdict.waitSeconds / 60))} minutes.`, { headers: { 'retry-after': String(verdict.waitSeconds) } });
  await recordBuyerCdd(ctx, buyer, postId, input);
  return { message: CDD_MESSAGES.buyerSaved };
}

/** Stores the buyer's part (see saveBuyerCdd) once their access and the hourly limit are checked; the demo seed calls it directly. */
export async function recordBuyerCdd(ctx: ServiceContext, buyer: Pick<AuthUser, 'id'>, postId: number, input: z.output<typeof buyerCddRequestSchema>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const [accepted] = await tx.select({ id: offers.id }).from(offers).where(and(eq(offers.postId, postId), eq(offers.buyerId, buyer.id), isNotNull(offers.acceptedAt)));
    if (accepted) throw new AppError(409, 'Your offer has been accepted: these details are kept as they were when it was.');
    const owners: ConfirmedOwner[] = ((await ownersOf(tx, [buyer.id])).get(buyer.id) ?? []).map(({ name, country, dateOfBirth, sharePercent }) => ({ name, country, dateOfBirth, sharePercent }));
    const current = await cddRow(tx, postId, buyer.id);
    const part = {
      sourceOfFunds: input.SourceOfFunds,
      fundsStatement: input.FundsStatement.trim(),
      companyNumber: input.CompanyNumber,
      politicallyExposed: input.PoliticallyExposed,
      politicalExposureDetails: input.PoliticallyExposed ? input.PoliticalExposureDetails : null,
    };
    const unchanged =
      current &&
      current.ownersConfirmed &&
      sameOwners(current.ownersConfirmed, owners) &&
      (Object.keys(part) as (keyof typeof part)[]).every((key) => current[key] === part[key]);
    if (unchanged) return;
    const now = ctx.now();
    const values = { ...part, ownersConfirmed: owners, ownersConfirmedAt: now, buyerSubmittedAt: now };
    await tx
      .insert(dealRoomCdd)
      .values({ postId, buyerId: buyer.id, ...values })
      .onConflictDoUpdate({ target: [dealRoomCdd.postId, dealRoomCdd.buyerId], set: values });
    await recordDealRoomEvent(txCtx, { postId, actorId: buyer.id, kind: 'cdd-buyer-saved', detail: { buyerId: buyer.id, ownerCount: owners.length } });
  });
}

/** The buyer, when they expressed interest in the post and the seller sees it (404 otherwise). */
async function interestedBuyer(db: Database, postId: number, buyerId: number) {
  const [row] = await db
    .select({ forenames: users.forenames, surname: users.surname, company: users.company })
    .from(expressionsOfInterest)
    .innerJoin(users, eq(users.id, expressionsOfInterest.buyerId))
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.buyerId, buyerId), eq(expressionsOfInterest.visibleToInsolvency, true)))
    .limit(1);
  if (!row) throw new AppError(404, CDD_MESSAGES.notInDealRoom);
  return row;
}

async function practitionerPartOf(db: Database, row: CddRow | undefined): Promise<CddPractitionerPart> {
  const [by] = row?.practitionerUpdatedBy ? await db.select({ forenames: users.forenames, surname: users.surname }).from(users).where(eq(users.id, row.practitionerUpdatedBy)) : [];
  return {
    identityMethod: (row?.identityMethod as CddPractitionerPart['identityMethod']) ?? null,
    identityDocument: (row?.identityDocument as CddPractitionerPart['identityDocument']) ?? null,
    identityDocumentDetail: row?.identityDocumentDetail ?? null,
    identityVerifiedOn: row?.identityVerifiedOn ?? null,
    identityVerifiedBy: row?.identityVerifiedBy ?? null,
    fundsEvidence: row?.fundsEvidence ?? null,
    riskRating: (row?.riskRating as CddPractitionerPart['riskRating']) ?? null,
    riskReasons: row?.riskReasons ?? null,
    enhancedMeasures: row?.enhancedMeasures ?? null,
    updatedAt: iso(row?.practitionerUpdatedAt),
    updatedBy: by ? `${by.forenames} ${by.surname}`.trim() : null,
  };
}

async function sellerView(ctx: ServiceContext, postId: number, buyerId: number, canEdit: boolean): Promise<SellerCdd> {
  const { db } = ctx;
  const buyer = await interestedBuyer(db, postId, buyerId);
  const requirement = await cddRequirement(db, postId);
  const row = await cddRow(db, postId, buyerId);
  const owners = (await ownersOf(db, [buyerId])).get(buyerId) ?? [];
  const proofOfFundsOnOffer = (await buyersWithProofOfFunds(db, postId, [buyerId])).has(buyerId);
  const missing = requirement.required ? recordMissing(row, owners, proofOfFundsOnOffer) : [];
  const status: CddState = !requirement.required ? 'not_required' : missing.length ? 'incomplete' : 'complete';
  return {
    postId,
    buyerId,
    buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
    company: buyer.company,
    required: requirement.required,
    offReason: requirement.offReason,
    status,
    missing,
    buyer: buyerPartOf(row),
    owners,
    ownersChangedSinceConfirmed: buyerMissing(row, owners).includes('ownersChanged'),
    proofOfFundsOnOffer,
    practitioner: await practitionerPartOf(db, row),
    canEdit,
  };
}

/** GET seller/deal-room-cdd?id&BuyerId: one buyer's whole CDD record for the post (Admin reads too). */
export async function getSellerCdd(ctx: ServiceContext, caller: AuthUser, postId: number, buyerId: number): Promise<SellerCdd> {
  const post = await sellerPost(ctx, caller, postId, 'read');
  return sellerView(ctx, postId, buyerId, post.createdBy === caller.id);
}

/** GET seller/deal-room-cdd-statuses?id: each interested buyer's CDD state, for the Buyers table. */
export async function listCddStatuses(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<CddStatus[]> {
  await sellerPost(ctx, caller, postId, 'read');
  const buyers = await ctx.db
    .select({ buyerId: expressionsOfInterest.buyerId })
    .from(expressionsOfInterest)
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.visibleToInsolvency, true)))
    .orderBy(asc(expressionsOfInterest.id));
  return cddStatuses(ctx.db, postId, buyers.map((buyer) => buyer.buyerId));
}

/**
 * PUT seller/deal-room-cdd?id {BuyerId, …}: the practitioner's part, saved whole (a field left
 * empty is cleared). The identity check's date cannot be after today (400). A save that changes
 * nothing adds no step to the trail.
 */
export async function saveSellerCdd(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof sellerCddRequestSchema>): Promise<SellerCdd> {
  if (input.IdentityVerifiedOn && input.IdentityVerifiedOn > ctx.today()) {
    throw new AppError(400, CDD_MESSAGES.dateFuture, { errors: { IdentityVerifiedOn: [CDD_MESSAGES.dateFuture] } });
  }
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await sellerPost(txCtx, caller, postId, 'write');
    await interestedBuyer(tx, postId, input.BuyerId);
    const part = {
      identityMethod: input.IdentityMethod,
      identityDocument: input.IdentityDocument,
      identityDocumentDetail: input.IdentityDocumentDetail,
      identityVerifiedOn: input.IdentityVerifiedOn,
      identityVerifiedBy: input.IdentityVerifiedBy,
      fundsEvidence: input.FundsEvidence,
      riskRating: input.RiskRating,
      riskReasons: input.RiskReasons,
      enhancedMeasures: input.EnhancedMeasures,
    };
    const current = await cddRow(tx, postId, input.BuyerId);
    const unchanged = (Object.keys(part) as (keyof typeof part)[]).every((key) => (current?.[key] ?? null) === part[key]);
    if (!unchanged) {
      const values = { ...part, practitionerUpdatedAt: ctx.now(), practitionerUpdatedBy: caller.id };
      await tx
        .insert(dealRoomCdd)
        .values({ postId, buyerId: input.BuyerId, ...values })
        .onConflictDoUpdate({ target: [dealRoomCdd.postId, dealRoomCdd.buyerId], set: values });
      const [status] = await cddStatuses(tx, postId, [input.BuyerId]);
      await recordDealRoomEvent(txCtx, {
        postId,
        actorId: caller.id,
        kind: 'cdd-practitioner-saved',
        detail: { buyerId: input.BuyerId, identityMethod: part.identityMethod, riskRating: part.riskRating, cddState: status.status },
      });
    }
    return sellerView(txCtx, postId, input.BuyerId, true);
  });
}

/**
 * Applies the CDD fields of `PUT seller/deal-room` inside its transaction: `required` absent
 * leaves the requirement as it is. A change is a step of the trail with its reason.
 */
export async function saveCddRequirement(ctx: ServiceContext, actorId: number, postId: number, input: { CddRequired?: boolean; CddOffReason: string | null }): Promise<void> {
  if (input.CddRequired === undefined) return;
  const before = await cddRequirement(ctx.db, postId);
  const offReason = input.CddRequired ? null : input.CddOffReason;
  if (before.required === input.CddRequired && before.offReason === offReason) return;
  await ctx.db.update(dealRooms).set({ cddRequired: input.CddRequired, cddOffReason: offReason }).where(eq(dealRooms.postId, postId));
  await recordDealRoomEvent(ctx, { postId, actorId, kind: 'cdd-requirement-changed', detail: { cddRequired: input.CddRequired, reason: offReason } });
}

/**
 * The buyer's CDD records for their personal-data export: what they gave and how their identity
 * was verified, per post. The practitioner's risk rating and its reasons are left out: an
 * assessment for preventing money laundering that the buyer is not told of.
 */
export async function cddRecordsOfBuyer(db: Database, buyerId: number) {
  const rows = await db.select({ cdd: dealRoomCdd, reference: posts.reference }).from(dealRoomCdd).innerJoin(posts, eq(posts.id, dealRoomCdd.postId)).where(eq(dealRoomCdd.buyerId, buyerId)).orderBy(asc(dealRoomCdd.postId));
  return rows.map(({ cdd, reference }) => ({
    postReference: reference,
    ...buyerPartOf(cdd),
    ownersConfirmed: cdd.ownersConfirmed,
    identityVerified: cdd.identityMethod
      ? { method: cdd.identityMethod, document: cdd.identityDocument, documentDetail: cdd.identityDocumentDetail, verifiedOn: cdd.identityVerifiedOn, verifiedBy: cdd.identityVerifiedBy }
      : null,
    sourceOfFundsEvidence: cdd.fundsEvidence,
  }));
}
