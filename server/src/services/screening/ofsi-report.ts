import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatDisplayDate, formatDisplayDateTime, formatMoney } from '@insolvency/shared-contracts';
import { SCREENING_DECISION_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import {
  buyerBeneficialOwners,
  ndaAcceptances,
  offers,
  offerVersions,
  sanctionsDesignations,
  sanctionsListVersions,
  sanctionsNames,
  screeningDecisions,
  screeningMatches,
  screeningRuns,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { recordDealRoomEvent, sellerPost } from '../deal-room-access/deal-room-posts';
import { heading, MARGIN, newDocument, rows, toBuffer } from '../pdf/pdf-documents';
import { assertBuyerInterested } from './screening-decisions';

/*
 * A draft report to OFSI of a buyer the practitioner decided is a true match (issue 56, part 3).
 * A relevant firm must tell OFSI as soon as practicable when it knows or suspects that a person
 * is a designated person, and, for a customer, the nature and amount of any funds or economic
 * resources it holds for them. The sections follow what OFSI's reporting form asks for: who
 * reports, the designated person (name, list Unique ID and OFSI group ID, regime), the person
 * suspected as the firm knows them, how and when the knowledge arose, the funds or economic
 * resources concerned and what was done. Everything comes from the product's records; the PDF is
 * a draft the practitioner checks, completes and sends through OFSI's form: nothing is sent.
 */

const SUBJECT_LABELS: Record<string, string> = { buyer: 'The buyer (the person)', company: 'The company they buy for', owner: 'A beneficial owner they declared' };
const RUN_REASONS: Record<string, string> = {
  nda_accepted: 'when the buyer accepted the NDA',
  offer: 'when the buyer made or replaced an offer, or before an offer was accepted',
  details_changed: 'when the buyer changed their details',
  list_version: 'when a new version of the list came into force',
};

/** The report's fonts hold Latin script only; a name in another script is named, not drawn. */
const printable = (text: string) => (/[^\u0000-\u024f\u2018-\u201d]/.test(text) ? `${text.replace(/[^\u0000-\u024f]/g, '').trim() || '(name in a non-Latin script)'} [see the list entry for the non-Latin script]` : text);
const listOrNone = (values: string[]) => (values.length ? values.join(', ') : 'Not given on the list');
const name = (person: { forenames: string; surname: string }) => `${person.forenames} ${person.surname}`.trim();

export interface OfsiReport {
  fileName: string;
  pdf: Buffer;
}

/**
 * GET seller/deal-room-ofsi-report?id&BuyerId: the draft report of the buyer's true matches in
 * the post's deal room (404 while none was recorded). The download goes into the deal room's trail.
 */
export async function ofsiReport(ctx: ServiceContext, caller: AuthUser, postId: number, buyerId: number): Promise<OfsiReport> {
  const post = await sellerPost(ctx, caller, postId, 'read');
  await assertBuyerInterested(ctx.db, postId, buyerId);
  const decisions = await ctx.db
    .select({ decision: screeningDecisions, forenames: users.forenames, surname: users.surname })
    .from(screeningDecisions)
    .leftJoin(users, eq(users.id, screeningDecisions.decidedBy))
    .where(and(eq(screeningDecisions.postId, postId), eq(screeningDecisions.buyerId, buyerId), eq(screeningDecisions.decision, 'true_match')))
    .orderBy(asc(screeningDecisions.decidedAt), asc(screeningDecisions.id));
  if (!decisions.length) throw new AppError(404, SCREENING_DECISION_MESSAGES.noTrueMatch);

  const matchIds = decisions.flatMap(({ decision }) => (decision.matchId === null ? [] : [decision.matchId]));
  const matches = matchIds.length
    ? await ctx.db
        .select({ match: screeningMatches, run: screeningRuns, designation: sanctionsDesignations, matched: sanctionsNames, publishedOn: sanctionsListVersions.publishedOn })
        .from(screeningMatches)
        .innerJoin(screeningRuns, eq(screeningRuns.id, screeningMatches.runId))
        .innerJoin(sanctionsDesignations, eq(sanctionsDesignations.id, screeningMatches.designationId))
        .innerJoin(sanctionsNames, eq(sanctionsNames.id, screeningMatches.nameId))
        .innerJoin(sanctionsListVersions, eq(sanctionsListVersions.id, screeningMatches.versionId))
        .where(inArray(screeningMatches.id, matchIds))
    : [];
  const designationIds = matches.map(({ designation }) => designation.id);
  const primaryNames = designationIds.length
    ? await ctx.db
        .select({ designationId: sanctionsNames.designationId, fullName: sanctionsNames.fullName })
        .from(sanctionsNames)
        .where(and(inArray(sanctionsNames.designationId, designationIds), eq(sanctionsNames.nameType, 'primary_name')))
        .orderBy(asc(sanctionsNames.id))
    : [];
  // The first primary name of each designation (by id), as the list gives it.
  const primaryNameOf = new Map<number, string>();
  for (const row of primaryNames) if (!primaryNameOf.has(row.designationId)) primaryNameOf.set(row.designationId, row.fullName);
  const [reporter] = await ctx.db.select().from(users).where(eq(users.id, post.createdBy));
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, buyerId));
  const owners = await ctx.db.select().from(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyerId)).orderBy(asc(buyerBeneficialOwners.id));
  const [nda] = await ctx.db.select().from(ndaAcceptances).where(and(eq(ndaAcceptances.postId, postId), eq(ndaAcceptances.buyerId, buyerId)));
  const [offer] = await ctx.db
    .select({ version: offerVersions })
    .from(offers)
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .where(and(eq(offers.postId, postId), eq(offers.buyerId, buyerId)))
    .orderBy(desc(offerVersions.version))
    .limit(1);
  const now = ctx.now();

  const doc = newDocument(`DRAFT report to OFSI: ${post.reference}`);
  doc.font('bold').fontSize(12).fillColor('#b42318').text('DRAFT: for the practitioner to check, complete and send to OFSI. Nothing has been sent.').fillColor('black');
  doc.font('regular').fontSize(10).moveDown(0.5);
  heading(doc, 'Report to OFSI: suspected designated person');
  doc.text(
    'Made by the marketplace from its records for the practitioner selling the business below, after they recorded a true match of a buyer on the UK Sanctions List. ' +
      "Check every fact, add what only the firm knows, and send it through OFSI's reporting form as soon as practicable, with this draft or a narrative of your own attached.",
  );
  doc.moveDown();

  heading(doc, '1. Person making the report');
  rows(doc, [
    ['Name', reporter ? name(reporter) : 'Not known'],
    ['Position', reporter?.position || 'To complete'],
    ['Firm', reporter?.company || 'To complete'],
    ['E-mail', reporter?.email1 ?? 'To complete'],
    ['Type of relevant firm', 'Insolvency practitioner (to confirm)'],
    ['Telephone', 'To complete'],
  ]);

  heading(doc, '2. Designated person');
  for (const { decision } of decisions) {
    const found = matches.find(({ match }) => match.id === decision.matchId);
    const primary = found ? primaryNameOf.get(found.designation.id) : undefined;
    rows(doc, [
      ['Name on the list', printable(primary ?? found?.matched.fullName ?? 'See the list entry')],
      ['Name matched', printable(found?.matched.fullName ?? decision.subjectName)],
      ['UK Sanctions List Unique ID', decision.uniqueId],
      ['OFSI group ID', found?.designation.ofsiGroupId ?? 'Not given on the list'],
      ['Regime', found?.designation.regime ?? 'See the list entry'],
      ['Entity type', found?.designation.entityType ?? 'See the list entry'],
      ['Dates of birth (list)', listOrNone(found?.designation.datesOfBirth ?? [])],
      ['Nationalities (list)', listOrNone(found?.designation.nationalities ?? [])],
      ['Date designated', found?.designation.dateDesignated ? formatDisplayDate(found.designation.dateDesignated) : 'Not given on the list'],
      ['List version', found ? `Published ${formatDisplayDate(found.publishedOn)}` : 'Not known'],
    ]);
  }

  heading(doc, '3. The person suspected, as the firm knows them');
  rows(doc, [
    ['Buyer', buyer ? name(buyer) : 'Deleted account'],
    ['Company (account)', buyer?.company || 'None given'],
    ['Position', buyer?.position || 'None given'],
    ['E-mail', buyer?.email1 ?? 'Not known'],
    ['NDA signed', nda ? `${nda.fullName}, ${nda.position}, for ${nda.company}, on ${formatDisplayDateTime(nda.acceptedAt)}` : 'No NDA signed'],
    ...owners.map(
      (owner, index) =>
        [
          `Beneficial owner ${index + 1}`,
          `${owner.name}, ${owner.country}${owner.dateOfBirth ? `, born ${formatDisplayDate(owner.dateOfBirth)}` : ''}, ${owner.sharePercent}%`,
        ] as const,
    ),
  ]);

  heading(doc, '4. How and when the knowledge or suspicion arose');
  for (const { decision, forenames, surname } of decisions) {
    const found = matches.find(({ match }) => match.id === decision.matchId);
    rows(doc, [
      ['Screened', `${SUBJECT_LABELS[decision.subjectKind] ?? decision.subjectKind}: ${decision.subjectName}`],
      ['Found', found ? `${formatDisplayDateTime(found.run.screenedAt)}, ${RUN_REASONS[found.run.reason] ?? found.run.reason}` : 'Not known'],
      ['Score', found ? `${found.match.score} (name ${found.match.nameScore})` : 'Not known'],
      ['Why it was flagged', found ? found.match.reasons.join('; ') : 'Not known'],
      ['Decided a true match', `${formatDisplayDateTime(decision.decidedAt)} by ${forenames === null ? 'a former user' : `${forenames} ${surname}`.trim()}`],
      ['Practitioner’s note', decision.reason ?? 'None recorded'],
    ]);
  }

  heading(doc, '5. Funds or economic resources concerned');
  rows(doc, [
    ['Sale', `${post.reference}: ${post.activityHeading}`],
    ['The buyer’s interest', 'Expressed interest in buying the business or its assets in the marketplace’s deal room'],
    ['Offer', offer ? `${formatMoney(offer.version.amountPence / 100)} (version ${offer.version.version}, ${formatDisplayDateTime(offer.version.submittedAt)}); not accepted` : 'No offer made'],
    ['Funds held for the buyer', 'None held by the marketplace (to complete for the firm)'],
  ]);

  heading(doc, '6. Action taken');
  rows(doc, [
    ['Deal room', `The buyer’s access was paused on ${formatDisplayDateTime(decisions[0].decision.decidedAt)}; they were told only that it is paused.`],
    ['Offers', 'No offer from this buyer can be accepted in the marketplace.'],
    ['Draft made', formatDisplayDateTime(now)],
  ]);
  doc.moveDown().fontSize(8).text('Draft made by the marketplace for the practitioner. Check it against the UK Sanctions List entry before sending.', MARGIN);

  const pdf = await toBuffer(doc);
  await recordDealRoomEvent(ctx, { postId, actorId: caller.id, kind: 'ofsi-report-downloaded', detail: { buyerId, uniqueIds: decisions.map(({ decision }) => decision.uniqueId).join(', ') } });
  return { fileName: `ofsi-report-draft-${post.reference.trim().replace(/[^A-Za-z0-9-]+/g, '-')}-${buyerId}.pdf`, pdf };
}
