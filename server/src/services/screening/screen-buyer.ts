import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyerBeneficialOwners, ndaAcceptances, sanctionsDesignations, sanctionsListVersions, sanctionsNames, screeningMatches, screeningRuns, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { lockDealRoomsOfBuyer } from '../deal-room-access/deal-room-posts';
import { ListMatcher, type ListMatch, type ListName, type ScreenedSubject } from './list-matcher';

/*
 * Screening a buyer against the UK Sanctions List in force (issue 56, part 2): the buyer (the
 * person), the company they buy for and the beneficial owners they declare. Each run is stored
 * with its list version and why it ran, each possible match with its score, the list entry and
 * name, and the reasons. The list's names are read and prepared once per version and database
 * (ListMatcher), so a run is a few reads and writes.
 */

export type ScreeningReason = 'nda_accepted' | 'offer' | 'details_changed' | 'list_version';
export type SubjectKind = 'buyer' | 'company' | 'owner';

export interface StoredMatch extends ListMatch {
  subjectKind: SubjectKind;
  subjectName: string;
  ownerId: number | null;
}

export interface ScreeningRunResult {
  runId: number;
  versionId: number;
  result: 'clear' | 'possible_match';
  matches: StoredMatch[];
  /** Possible matches the buyer's previous run did not have (same subject, same list entry). */
  newMatches: StoredMatch[];
}

const matchers = new WeakMap<Database, { versionId: number; matcher: Promise<ListMatcher> }>();

/** Reads a version's names with their designations' types, births and nationalities. */
export async function loadListNames(db: Database, versionId: number): Promise<ListName[]> {
  const rows = await db
    .select({
      nameId: sanctionsNames.id,
      designationId: sanctionsNames.designationId,
      uniqueId: sanctionsDesignations.uniqueId,
      entityType: sanctionsDesignations.entityType,
      nameType: sanctionsNames.nameType,
      aliasStrength: sanctionsNames.aliasStrength,
      fullName: sanctionsNames.fullName,
      datesOfBirth: sanctionsDesignations.datesOfBirth,
      nationalities: sanctionsDesignations.nationalities,
    })
    .from(sanctionsNames)
    .innerJoin(sanctionsDesignations, eq(sanctionsDesignations.id, sanctionsNames.designationId))
    .where(eq(sanctionsNames.versionId, versionId))
    .orderBy(asc(sanctionsNames.id));
  return rows;
}

/** The version in force and its matcher; null while no list was imported. */
export async function matcherInForce(ctx: ServiceContext): Promise<{ versionId: number; matcher: ListMatcher } | null> {
  const [version] = await ctx.db.select({ id: sanctionsListVersions.id }).from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'in_force')).limit(1);
  if (!version) return null;
  let cached = matchers.get(ctx.db);
  if (!cached || cached.versionId !== version.id) {
    cached = { versionId: version.id, matcher: loadListNames(ctx.db, version.id).then((names) => new ListMatcher(names)) };
    matchers.set(ctx.db, cached);
    cached.matcher.catch(() => matchers.delete(ctx.db));
  }
  return { versionId: version.id, matcher: await cached.matcher };
}

/** One of those screened for a buyer, with the owner's row and share for an owner. */
export type ScreeningSubject = ScreenedSubject & { subjectKind: SubjectKind; ownerId: number | null; sharePercent?: number };

/** Who is screened for a buyer: their name, their company's (if they gave one), each declared owner. */
export async function subjectsOf(db: Database, buyerId: number): Promise<ScreeningSubject[]> {
  const [buyer] = await db.select({ forenames: users.forenames, surname: users.surname, company: users.company }).from(users).where(eq(users.id, buyerId)).limit(1);
  if (!buyer) return [];
  const owners = await db.select().from(buyerBeneficialOwners).where(eq(buyerBeneficialOwners.buyerId, buyerId)).orderBy(asc(buyerBeneficialOwners.id));
  const subjects: ScreeningSubject[] = [
    { kind: 'person', subjectKind: 'buyer', name: `${buyer.forenames} ${buyer.surname}`.trim(), ownerId: null },
  ];
  // The company of their account, and each company they accepted a deal room's NDA on behalf of.
  const signed = await db.selectDistinct({ company: ndaAcceptances.company }).from(ndaAcceptances).where(eq(ndaAcceptances.buyerId, buyerId));
  const companies = new Map<string, string>();
  for (const company of [buyer.company, ...signed.map((row) => row.company)].map((name) => name.trim()).filter(Boolean)) companies.set(company.toLowerCase(), company);
  for (const company of [...companies.values()].sort()) subjects.push({ kind: 'company', subjectKind: 'company', name: company, ownerId: null });
  for (const owner of owners) subjects.push({ kind: 'person', subjectKind: 'owner', name: owner.name, country: owner.country, dateOfBirth: owner.dateOfBirth, ownerId: owner.id, sharePercent: owner.sharePercent });
  return subjects;
}

/**
 * Screens one buyer against the list in force and stores the run; null while no list is in force.
 * `matcher` may be handed in by a caller screening many buyers against one version.
 */
export async function screenBuyer(
  ctx: ServiceContext,
  buyerId: number,
  reason: ScreeningReason,
  inForce?: { versionId: number; matcher: ListMatcher } | null,
): Promise<ScreeningRunResult | null> {
  const list = inForce === undefined ? await matcherInForce(ctx) : inForce;
  if (!list) return null;
  const subjects = await subjectsOf(ctx.db, buyerId);
  if (!subjects.length) return null;
  const matches: StoredMatch[] = subjects.flatMap((subject) =>
    list.matcher.match(subject).map((match) => ({ ...match, subjectKind: subject.subjectKind, subjectName: subject.name, ownerId: subject.ownerId })),
  );
  const result = matches.length ? 'possible_match' : 'clear';
  const [previous] = await ctx.db.select({ id: screeningRuns.id }).from(screeningRuns).where(eq(screeningRuns.buyerId, buyerId)).orderBy(desc(screeningRuns.screenedAt), desc(screeningRuns.id)).limit(1);
  const known = new Set<string>();
  if (previous && matches.length) {
    const rows = await ctx.db
      .select({ subjectKind: screeningMatches.subjectKind, subjectName: screeningMatches.subjectName, uniqueId: screeningMatches.uniqueId })
      .from(screeningMatches)
      .where(eq(screeningMatches.runId, previous.id));
    // The list entry is compared by its Unique ID: a new version gives the same entry another row.
    for (const row of rows) known.add(`${row.subjectKind}\u0000${row.subjectName}\u0000${row.uniqueId}`);
  }
  const newMatches = matches.filter((match) => !known.has(`${match.subjectKind}\u0000${match.subjectName}\u0000${match.name.uniqueId}`));
  const runId = await ctx.db.transaction(async (tx) => {
    // Possible matches are stored under the lock of each deal room the buyer is in, which an
    // acceptance holds from its check of the buyer's screening to its commit: an acceptance either
    // finishes before this run is stored or, waiting, reads it (and refuses the offer).
    if (matches.length) await lockDealRoomsOfBuyer(tx, buyerId);
    const [run] = await tx
      .insert(screeningRuns)
      .values({ buyerId, versionId: list.versionId, reason, result, subjectCount: subjects.length, screenedAt: ctx.now() })
      .returning({ id: screeningRuns.id });
    if (matches.length) {
      await tx.insert(screeningMatches).values(
        matches.map((match) => ({
          runId: run.id,
          subjectKind: match.subjectKind,
          subjectName: match.subjectName,
          ownerId: match.ownerId,
          versionId: list.versionId,
          designationId: match.name.designationId,
          nameId: match.name.nameId,
          uniqueId: match.name.uniqueId,
          nameScore: match.nameScore,
          score: match.score,
          reasons: match.reasons,
        })),
      );
    }
    return run.id;
  });
  return { runId, versionId: list.versionId, result, matches, newMatches };
}

/** The latest run of each of `buyerIds` (for the deal room's reads). */
export async function latestRuns(db: Database, buyerIds: number[]) {
  if (!buyerIds.length) return [];
  return db
    .selectDistinctOn([screeningRuns.buyerId])
    .from(screeningRuns)
    .where(inArray(screeningRuns.buyerId, buyerIds))
    .orderBy(screeningRuns.buyerId, desc(screeningRuns.screenedAt), desc(screeningRuns.id));
}
