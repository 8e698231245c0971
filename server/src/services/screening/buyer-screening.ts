import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageResponse } from '@insolvency/shared-contracts';
import { findCountryLabel, SCREENING_MESSAGES, type BeneficialOwner, type BuyerScreening } from '@insolvency/shared-contracts/deal-room';
import type { beneficialOwnersRequestSchema } from '@insolvency/shared-contracts/schemas';
import {
  buyerBeneficialOwners,
  countries,
  expressionsOfInterest,
  sanctionsDesignations,
  sanctionsListVersions,
  sanctionsNames,
  screeningMatches,
  screeningRuns,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { sellerPost } from '../deal-room-access/deal-room-posts';
import { screenLater } from './screening-alerts';
import { countScreenedDetailsSave } from './screened-details';
import { subjectsOf } from './screen-buyer';
import { buyerChecks, decisionKey, decisionsOn, toDecisionView } from './screening-decisions';

/** GET buyer/beneficial-owners: the owners the buyer declared, in the order given. */
export async function getBeneficialOwners(ctx: ServiceContext, buyer: AuthUser): Promise<BeneficialOwner[]> {
  const rows = await ctx.db.select().from(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyer.id)).orderBy(asc(buyerBeneficialOwners.id));
  return rows.map((row) => ({ id: row.id, name: row.name, country: row.country, dateOfBirth: row.dateOfBirth, sharePercent: row.sharePercent }));
}

/** An owner as stored, for telling whether a save changes anything. */
const ownerKey = (owner: { name: string; country: string; dateOfBirth: string | null; sharePercent: number }) =>
  JSON.stringify([owner.name, owner.country, owner.dateOfBirth, owner.sharePercent]);

/**
 * Each owner's country as the country labels name it (what screening compares with the list's
 * nationalities and the practitioner reads), from its code or its name; 400 naming the owner's
 * Country field when one is neither.
 */
async function ownerCountries(ctx: ServiceContext, owners: readonly { Country: string }[]): Promise<string[]> {
  if (!owners.length) return [];
  const labels = await ctx.db.select({ code: countries.code, name: countries.name }).from(countries);
  return owners.map((owner, index) => {
    const label = findCountryLabel(labels, owner.Country);
    if (!label) {
      throw new AppError(400, SCREENING_MESSAGES.countryUnknownOf(index + 1, owner.Country), { errors: { [`Owners.${index}.Country`]: [SCREENING_MESSAGES.countryUnknown] } });
    }
    return label.name;
  });
}

/**
 * PUT buyer/beneficial-owners {Owners}: replaces the buyer's beneficial owners (a share of 25% or
 * more each, a date of birth in the past if given, a country of the list by code or name, stored
 * by its name); the buyer is then screened again. Saves are
 * counted per buyer and hour (429 past `SCREENED_DETAIL_SAVES_PER_HOUR`); a save that changes
 * nothing keeps the owners' rows (a possible match stays linked to its owner) and screens nobody.
 */
export async function saveBeneficialOwners(ctx: ServiceContext, buyer: AuthUser, input: z.output<typeof beneficialOwnersRequestSchema>): Promise<MessageResponse> {
  const today = ctx.today();
  const future = input.Owners.findIndex((owner) => owner.DateOfBirth && owner.DateOfBirth > today);
  if (future >= 0) throw new AppError(400, SCREENING_MESSAGES.dateOfBirthFuture, { errors: { [`Owners.${future}.DateOfBirth`]: [SCREENING_MESSAGES.dateOfBirthFuture] } });
  const countryNames = await ownerCountries(ctx, input.Owners);
  await countScreenedDetailsSave(ctx, buyer.id, 'beneficial owners');
  const now = ctx.now();
  const owners = input.Owners.map((owner, index) => ({ buyerId: buyer.id, name: owner.Name, country: countryNames[index], dateOfBirth: owner.DateOfBirth ?? null, sharePercent: owner.SharePercent, createdAt: now }));
  const changed = await ctx.db.transaction(async (tx) => {
    // One save at a time per buyer: the comparison and the replacement see the same rows.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.id)).for('update');
    const current = await tx.select().from(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyer.id)).orderBy(asc(buyerBeneficialOwners.id));
    if (current.map(ownerKey).join('\n') === owners.map(ownerKey).join('\n')) return false;
    await tx.delete(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyer.id));
    if (owners.length) await tx.insert(buyerBeneficialOwners).values(owners);
    return true;
  });
  if (changed) screenLater(ctx, buyer.id, 'details_changed');
  return { message: SCREENING_MESSAGES.ownersSaved };
}

/**
 * GET seller/deal-room-buyer-screening?id&BuyerId: a buyer's latest screening, for the
 * practitioner selling the post (the buyer must have expressed interest in it): who was screened,
 * the list version, each possible match with the list entry, scores, reasons and the decision
 * recorded in this deal room, and where the buyer's checks stand.
 */
export async function getBuyerScreening(ctx: ServiceContext, caller: AuthUser, postId: number, buyerId: number): Promise<BuyerScreening> {
  await sellerPost(ctx, caller, postId, 'read');
  const [interest] = await ctx.db
    .select({ id: expressionsOfInterest.id })
    .from(expressionsOfInterest)
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.buyerId, buyerId), eq(expressionsOfInterest.visibleToInsolvency, true)))
    .limit(1);
  if (!interest) throw new AppError(404, SCREENING_MESSAGES.buyerNotFound);
  const subjects = (await subjectsOf(ctx.db, buyerId)).map((subject) => ({
    kind: subject.subjectKind,
    name: subject.name,
    country: subject.country ?? null,
    dateOfBirth: subject.dateOfBirth ?? null,
    sharePercent: subject.sharePercent ?? null,
  }));
  const [run] = await ctx.db
    .select({ run: screeningRuns, publishedOn: sanctionsListVersions.publishedOn, status: sanctionsListVersions.status })
    .from(screeningRuns)
    .innerJoin(sanctionsListVersions, eq(sanctionsListVersions.id, screeningRuns.versionId))
    .where(eq(screeningRuns.buyerId, buyerId))
    .orderBy(desc(screeningRuns.screenedAt), desc(screeningRuns.id))
    .limit(1);
  const [checks, decisions] = await Promise.all([buyerChecks(ctx.db, postId, [buyerId]), decisionsOn(ctx.db, postId, [buyerId])]);
  const status = checks.get(buyerId)!.status;
  if (!run) return { buyerId, result: 'not_screened', screenedAt: null, reason: null, list: null, subjects, matches: [], status };
  const decisionOf = new Map(decisions.map((row) => [decisionKey(row.decision), toDecisionView(row)]));
  const matches = await ctx.db
    .select({ match: screeningMatches, name: sanctionsNames, designation: sanctionsDesignations })
    .from(screeningMatches)
    .innerJoin(sanctionsNames, eq(sanctionsNames.id, screeningMatches.nameId))
    .innerJoin(sanctionsDesignations, eq(sanctionsDesignations.id, screeningMatches.designationId))
    .where(eq(screeningMatches.runId, run.run.id))
    .orderBy(desc(screeningMatches.score), asc(screeningMatches.id));
  return {
    buyerId,
    result: run.run.result as BuyerScreening['result'],
    screenedAt: run.run.screenedAt.toISOString(),
    reason: run.run.reason,
    list: { versionId: run.run.versionId, publishedOn: run.publishedOn, inForce: run.status === 'in_force' },
    subjects,
    matches: matches.map(({ match, name, designation }) => ({
      id: match.id,
      subjectKind: match.subjectKind as BuyerScreening['matches'][number]['subjectKind'],
      subjectName: match.subjectName,
      uniqueId: match.uniqueId,
      matchedName: name.fullName,
      nameType: name.nameType,
      entityType: designation.entityType,
      regime: designation.regime,
      datesOfBirth: designation.datesOfBirth,
      nationalities: designation.nationalities,
      nameScore: match.nameScore,
      score: match.score,
      reasons: match.reasons,
      decision: decisionOf.get(decisionKey(match)) ?? null,
    })),
    status,
  };
}
