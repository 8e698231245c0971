import { createHash } from 'node:crypto';
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { SANCTIONS_FILE_MAX_BYTES, SANCTIONS_MESSAGES, sanctionsVersionNeedsConfirmation, type SanctionsImportResult, type SanctionsImportSource, type SanctionsListVersion, type SanctionsVersionStatus } from '@insolvency/shared-contracts/sanctions';
import type { Database } from '../../db/client';
import { sanctionsDesignations, sanctionsListVersions, sanctionsNames, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { parseCsvList } from './csv-list';
import { ListFileError, type ParsedList } from './list-file';
import { normaliseName } from './normalise';
import { parseXmlList } from './xml-list';

/*
 * Importing a UK Sanctions List file, whichever way it comes (admin upload, `npm run sanctions --
 * import`, the daily download): the file is read and parsed whole first, with no transaction
 * open; only a file that parses is written, in one transaction (version, designations, names).
 * A malformed file so changes nothing and the version in force stays.
 */

/** A list file read whole: what it lists, and its digest and size. */
export interface ReadListFile {
  list: ParsedList;
  sha256: string;
  byteSize: number;
}

/** Who and what brought the file in. */
export interface ListFileOrigin {
  fileName: string;
  source: SanctionsImportSource;
  /** The admin who uploaded it; null for the command line and the download. */
  importedBy: number | null;
}

const BOM = [0xef, 0xbb, 0xbf];
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The bytes of `content`, refused (413) past the largest list file, each counted and hashed as it passes. */
async function* measured(content: AsyncIterable<Buffer | Uint8Array>, tally: { bytes: number; hash: ReturnType<typeof createHash> }): AsyncGenerator<Buffer> {
  for await (const piece of content) {
    const chunk = Buffer.from(piece);
    tally.bytes += chunk.length;
    if (tally.bytes > SANCTIONS_FILE_MAX_BYTES) throw new AppError(413, SANCTIONS_MESSAGES.tooLarge);
    tally.hash.update(chunk);
    yield chunk;
  }
}

/**
 * Reads and parses a list file from its bytes: XML when its first character (after a byte-order
 * mark and white space) is `<`, CSV otherwise. A malformed file is a 400 naming its line or element.
 */
export async function readListFile(content: AsyncIterable<Buffer | Uint8Array>): Promise<ReadListFile> {
  const tally = { bytes: 0, hash: createHash('sha256') };
  const iterator = measured(content, tally);
  const head: Buffer[] = [];
  let first: number | undefined;
  while (first === undefined) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    const bytes = Buffer.concat(head);
    const start = BOM.every((byte, index) => bytes[index] === byte) ? BOM.length : 0;
    first = [...bytes.subarray(start)].find((byte) => !isSpace(byte));
  }
  if (first === undefined) throw new AppError(400, SANCTIONS_MESSAGES.emptyFile);
  async function* whole(): AsyncGenerator<Buffer> {
    yield* head;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  let list: ParsedList;
  try {
    list = first === 0x3c ? await parseXmlList(whole()) : await parseCsvList(whole());
  } catch (error) {
    if (error instanceof ListFileError) throw new AppError(400, `${error.message.replace(/([^.])$/, '$1.')} Nothing was imported; the list in force is unchanged.`);
    throw error;
  }
  if (list.designations.length === 0) throw new AppError(400, SANCTIONS_MESSAGES.noDesignations);
  return { list, sha256: tally.hash.digest('hex'), byteSize: tally.bytes };
}

/** Rows per insert: well under PostgreSQL's 65 535 parameters a statement (12 columns a designation, 10 a name). */
const INSERT_BATCH = 1000;

async function insertInBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) out.push(...(await insert(rows.slice(start, start + INSERT_BATCH))));
  return out;
}

/** Serialises imports and decisions across instances: one transaction at a time decides which version is in force. */
async function lockTheList(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sanctions-list'))`);
}

async function versionInForce(tx: Database) {
  const [row] = await tx.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'in_force')).limit(1);
  return row ?? null;
}

/**
 * Writes a read list file as a new version, in one transaction: in force at once, or waiting for
 * confirmation when it has at least 10% fewer designations than the version in force (which then
 * stays). A version still waiting is superseded by the newer file. The same file as the version
 * in force is refused (409) and nothing is written.
 */
export async function storeListVersion(ctx: ServiceContext, read: ReadListFile, origin: ListFileOrigin): Promise<SanctionsImportResult> {
  const now = ctx.now();
  const { list } = read;
  const { versionId, message } = await ctx.db.transaction(async (tx) => {
    await lockTheList(tx);
    const inForce = await versionInForce(tx);
    if (inForce?.fileSha256 === read.sha256) throw new AppError(409, SANCTIONS_MESSAGES.sameAsInForce(inForce.id));
    const waits = sanctionsVersionNeedsConfirmation(inForce?.designationCount ?? null, list.designations.length);
    const status: SanctionsVersionStatus = waits ? 'pending_confirmation' : 'in_force';
    await tx
      .update(sanctionsListVersions)
      .set({ status: 'superseded', supersededAt: now })
      .where(waits ? eq(sanctionsListVersions.status, 'pending_confirmation') : sql`${sanctionsListVersions.status} in ('in_force', 'pending_confirmation')`);
    const names = list.designations.flatMap((designation) => designation.names);
    const [version] = await tx
      .insert(sanctionsListVersions)
      .values({
        status,
        format: list.format,
        source: origin.source,
        fileName: origin.fileName.slice(0, 255),
        fileSha256: read.sha256,
        publishedOn: list.publishedOn,
        designationCount: list.designations.length,
        nameCount: names.length,
        aliasCount: names.filter((name) => name.type === 'alias').length,
        importedBy: origin.importedBy,
        importedAt: now,
        inForceFrom: waits ? null : now,
      })
      .returning({ id: sanctionsListVersions.id });
    const ids = await insertInBatches(list.designations, (batch) =>
      tx
        .insert(sanctionsDesignations)
        .values(
          batch.map((designation) => ({
            versionId: version.id,
            uniqueId: designation.uniqueId,
            ofsiGroupId: designation.ofsiGroupId,
            unReferenceNumber: designation.unReferenceNumber,
            entityType: designation.entityType,
            regime: designation.regime,
            designationSource: designation.designationSource,
            dateDesignated: designation.dateDesignated,
            lastUpdated: designation.lastUpdated,
            datesOfBirth: designation.datesOfBirth,
            nationalities: designation.nationalities,
          })),
        )
        .returning({ id: sanctionsDesignations.id }),
    );
    const nameRows = list.designations.flatMap((designation, index) =>
      designation.names.map((name) => ({
        designationId: ids[index].id,
        versionId: version.id,
        nameType: name.type,
        aliasStrength: name.aliasStrength,
        title: name.title,
        fullName: name.fullName,
        normalisedName: normaliseName(name.fullName),
        script: name.script,
        language: name.language,
      })),
    );
    await insertInBatches(nameRows, async (batch) => {
      await tx.insert(sanctionsNames).values(batch);
      return [];
    });
    return {
      versionId: version.id,
      message: waits ? SANCTIONS_MESSAGES.pending(list.designations.length, inForce!.designationCount) : SANCTIONS_MESSAGES.imported(list.designations.length),
    };
  });
  return { message, version: await loadVersion(ctx, versionId) };
}

/** Reads a list file and writes it as a new version: the command line's and the daily download's import. */
export async function importListFile(ctx: ServiceContext, content: AsyncIterable<Buffer | Uint8Array>, origin: ListFileOrigin): Promise<SanctionsImportResult> {
  return storeListVersion(ctx, await readListFile(content), origin);
}

const importer = aliasedTable(users, 'importer');
const decider = aliasedTable(users, 'decider');

function versionQuery(db: Database) {
  return db
    .select({
      version: sanctionsListVersions,
      importedBy: sql<string | null>`${importer.forenames} || ' ' || ${importer.surname}`,
      decidedBy: sql<string | null>`${decider.forenames} || ' ' || ${decider.surname}`,
    })
    .from(sanctionsListVersions)
    .leftJoin(importer, eq(importer.id, sanctionsListVersions.importedBy))
    .leftJoin(decider, eq(decider.id, sanctionsListVersions.decidedBy));
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionQuery>['execute']>>[number];

function toVersion({ version, importedBy, decidedBy }: VersionRow): SanctionsListVersion {
  return {
    versionId: version.id,
    status: version.status,
    format: version.format,
    source: version.source,
    fileName: version.fileName,
    publishedOn: version.publishedOn,
    designations: version.designationCount,
    names: version.nameCount,
    aliases: version.aliasCount,
    importedAt: version.importedAt.toISOString(),
    importedBy,
    decidedAt: version.decidedAt?.toISOString() ?? null,
    decidedBy,
    inForceFrom: version.inForceFrom?.toISOString() ?? null,
  };
}

async function loadVersion(ctx: ServiceContext, versionId: number): Promise<SanctionsListVersion> {
  const [row] = await versionQuery(ctx.db).where(eq(sanctionsListVersions.id, versionId));
  if (!row) throw new AppError(404, SANCTIONS_MESSAGES.unknownVersion);
  return toVersion(row);
}

/** The most versions one listing answers: a year of daily downloads and then some. */
export const SANCTIONS_VERSIONS_LISTED = 400;

/** The list's versions, newest first. */
export async function listSanctionsVersions(ctx: ServiceContext): Promise<SanctionsListVersion[]> {
  const rows = await versionQuery(ctx.db).orderBy(desc(sanctionsListVersions.importedAt), desc(sanctionsListVersions.id)).limit(SANCTIONS_VERSIONS_LISTED);
  return rows.map(toVersion);
}

/**
 * Admin's decision on a version waiting for confirmation: confirmed, it comes into force and the
 * version in force is superseded; rejected, it never does. 404 for an unknown version, 409 for
 * one that is not waiting.
 */
export async function decideSanctionsVersion(ctx: ServiceContext, adminId: number | null, versionId: number, decision: 'confirm' | 'reject'): Promise<SanctionsImportResult> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockTheList(tx);
    const [version] = await tx.select().from(sanctionsListVersions).where(eq(sanctionsListVersions.id, versionId)).for('update');
    if (!version) throw new AppError(404, SANCTIONS_MESSAGES.unknownVersion);
    if (version.status !== 'pending_confirmation') throw new AppError(409, SANCTIONS_MESSAGES.notPending);
    if (decision === 'confirm') {
      await tx.update(sanctionsListVersions).set({ status: 'superseded', supersededAt: now }).where(eq(sanctionsListVersions.status, 'in_force'));
    }
    await tx
      .update(sanctionsListVersions)
      .set({ status: decision === 'confirm' ? 'in_force' : 'rejected', decidedBy: adminId, decidedAt: now, inForceFrom: decision === 'confirm' ? now : null })
      .where(and(eq(sanctionsListVersions.id, versionId), eq(sanctionsListVersions.status, 'pending_confirmation')));
  });
  return { message: decision === 'confirm' ? SANCTIONS_MESSAGES.confirmed : SANCTIONS_MESSAGES.rejected, version: await loadVersion(ctx, versionId) };
}
