import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDisplayDate, type MessageResponse } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, PACK_MESSAGES, PACK_POST_MAX_BYTES, type PackDocument, type PackDownload, type SellerPackDocument } from '@insolvency/shared-contracts/deal-room';
import { packDocumentFieldsSchema, type packOrderRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dealRooms, packDocuments, packDownloads, posts, storedFileChunks, storedFiles, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { assertSellerMay, buyerPost, buyerStanding, recordDealRoomEvent, sellerPost, type Post } from '../deal-room-access/deal-room-posts';
import { DEAL_ROOM_NOTICES, noticeToBuyersWithAccess } from './deal-room-notices';
import type { ClientOrigin } from './nda';
import { cachedStamp, cachedStampPlan, forgetLocalCopy, localCopyOf } from './file-cache';
import type { MultipartUpload } from './multipart-upload';
import { planStamp, stampByPlan, withStampSlot } from './pdf-stamp';
import type { ReceivedFile, UploadReceiver } from './received-uploads';
import { storeFile, type StoredFile } from './stored-files';

/*
 * The information pack of a post (issue 32): documents the seller uploads, released to a
 * buyer as the deal room's access rule says, every buyer download logged and every PDF
 * stamped with who it was released to.
 */

type DocumentRow = { document: typeof packDocuments.$inferSelect; file: StoredFile };

const toPackDocument = ({ document, file }: DocumentRow): PackDocument => ({
  documentId: document.id,
  title: document.title,
  sortOrder: document.sortOrder,
  fileName: file.fileName,
  contentType: file.contentType,
  byteSize: file.byteSize,
  uploadedAt: document.createdAt.toISOString(),
});

/** The documents of a post still in its pack, in the seller's order. */
function packOf(db: Database, postId: number): Promise<DocumentRow[]> {
  return db
    .select({ document: packDocuments, file: storedFiles })
    .from(packDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, packDocuments.fileId))
    .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)))
    .orderBy(asc(packDocuments.sortOrder), asc(packDocuments.id));
}

/** Bytes of the documents still in a post's pack. */
async function packBytes(db: Database, postId: number): Promise<number> {
  const [usage] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
    .from(packDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, packDocuments.fileId))
    .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)));
  return Number(usage.bytes);
}

type PackWrite<T> = (txCtx: ServiceContext, post: Post, stored: StoredFile, fields: Record<string, string>) => Promise<T>;

/**
 * A file received into a post's pack: onto local disk first (its type checked from its bytes, at
 * most 25 MB a file and 200 MB a pack, `freedBytes` given back by a version it replaces), outside
 * any transaction; then one short transaction checks again that the caller may write and the pack
 * has room (the post's deal room locked, so two uploads together cannot pass its limit), stores
 * the file and lets `write` put its rows. A refused or broken upload leaves nothing behind.
 */
async function receiveIntoPack<T>(
  ctx: ServiceContext,
  uploads: UploadReceiver,
  caller: AuthUser,
  postId: number,
  upload: MultipartUpload,
  write: PackWrite<T>,
  { freedBytes = 0, notMultipart = PACK_MESSAGES.notMultipart }: { freedBytes?: number; notMultipart?: string } = {},
): Promise<T> {
  await sellerPost(ctx, caller, postId, 'write');
  if (!upload.isMultipart) throw new AppError(415, notMultipart);
  const roomLeft = PACK_POST_MAX_BYTES - (await packBytes(ctx.db, postId)) + freedBytes;
  return uploads.receive(caller.id, upload, { maxBytes: roomLeft, tooLarge: PACK_MESSAGES.packTooLarge }, async ({ fields, file }) => {
    if (!file) throw new AppError(400, PACK_MESSAGES.fileRequired, { errors: { File: [PACK_MESSAGES.fileRequired] } });
    const received = file;
    let storedFile: StoredFile | undefined;
    const written = await ctx.db.transaction(async (tx) => {
      const txCtx = withDb(ctx, tx);
      const { post, stored } = await storeIntoPack(txCtx, caller, postId, received, freedBytes);
      storedFile = stored;
      return write(txCtx, post, stored, fields);
    });
    if (storedFile && received.type.extension === 'pdf') await planAhead(ctx, storedFile, received.path);
    return written;
  });
}

/**
 * A stored PDF's stamp plan made while its bytes are still on local disk, so the first buyers to
 * download it wait for their own stamps only. A file that cannot be planned (not readable as a
 * PDF, the stamping queue full) is stored all the same: its first download plans it, or says why not.
 */
async function planAhead(ctx: ServiceContext, stored: StoredFile, localPath: string): Promise<void> {
  await cachedStampPlan(ctx, stored, () => withStampSlot(() => planStamp(localPath, ctx.config.stampTimeLimitMs))).catch(() => undefined);
}

/**
 * With a context bound to the transaction (`withDb`): checks again that the caller may write and
 * the pack has room (the post's deal room locked, so two uploads together cannot pass its limit;
 * `freedBytes` given back by a version it replaces) and stores the file.
 */
async function storeIntoPack(txCtx: ServiceContext, caller: AuthUser, postId: number, file: ReceivedFile, freedBytes = 0): Promise<{ post: Post; stored: StoredFile }> {
  const { db: tx } = txCtx;
  const post = await sellerPost(txCtx, caller, postId, 'write');
  await tx.insert(dealRooms).values({ postId }).onConflictDoNothing();
  await tx.select({ postId: dealRooms.postId }).from(dealRooms).where(eq(dealRooms.postId, postId)).for('update');
  if ((await packBytes(tx, postId)) - freedBytes + file.byteSize > PACK_POST_MAX_BYTES) throw new AppError(413, PACK_MESSAGES.packTooLarge);
  return { post, stored: await storeFile(txCtx, { postId, uploadedBy: caller.id, file }) };
}

/** POST seller/pack-documents?id (multipart/form-data: Title, SortOrder?, File): a new document, at the end of the pack unless placed. */
export async function uploadPackDocument(ctx: ServiceContext, uploads: UploadReceiver, caller: AuthUser, postId: number, upload: MultipartUpload): Promise<PackDocument> {
  return receiveIntoPack(ctx, uploads, caller, postId, upload, async (txCtx, post, stored, fields) => {
    const { Title, SortOrder } = packDocumentFieldsSchema.parse(fields);
    return addStoredDocument(txCtx, caller, post, { title: Title, sortOrder: SortOrder, stored });
  });
}

/**
 * Adds a file received onto local disk to the post's pack, with a context bound to the
 * transaction (`withDb`): what an upload does once its bytes are in (the demo data uses it too).
 */
export async function addPackDocument(txCtx: ServiceContext, caller: AuthUser, postId: number, input: { title: string; sortOrder?: number; file: ReceivedFile }): Promise<PackDocument> {
  const { post, stored } = await storeIntoPack(txCtx, caller, postId, input.file);
  return addStoredDocument(txCtx, caller, post, { title: input.title, sortOrder: input.sortOrder, stored });
}

/** Writes a stored file's document row and its trail, and tells every buyer the pack is released to in their notification area. */
async function addStoredDocument(txCtx: ServiceContext, caller: AuthUser, post: Post, input: { title: string; sortOrder?: number; stored: StoredFile }): Promise<PackDocument> {
  const { db: tx } = txCtx;
  const { title, stored } = input;
  const [last] = await tx
    .select({ sortOrder: packDocuments.sortOrder })
    .from(packDocuments)
    .where(and(eq(packDocuments.postId, post.id), isNull(packDocuments.removedAt)))
    .orderBy(desc(packDocuments.sortOrder))
    .limit(1);
  const [document] = await tx
    .insert(packDocuments)
    .values({ postId: post.id, fileId: stored.id, title, sortOrder: input.sortOrder ?? (last ? last.sortOrder + 1 : 0), createdAt: txCtx.now() })
    .returning();
  await recordDealRoomEvent(txCtx, { postId: post.id, actorId: caller.id, kind: 'document-added', detail: { documentId: document.id, title, byteSize: stored.byteSize } });
  await noticeToBuyersWithAccess(txCtx, post.id, DEAL_ROOM_NOTICES.documentAdded(post.reference, title));
  return toPackDocument({ document, file: stored });
}

/**
 * POST seller/pack-document-version?id (a document; multipart/form-data: File): a new version of a
 * document, in its place and under its title. The version it replaces leaves the pack as a removal
 * does (buyers no longer get it, its bytes are deleted) and its download log stays, shown with the
 * new version's. A version replaced meanwhile (another tab) is 404, as a removed document is.
 */
export async function replacePackDocument(ctx: ServiceContext, uploads: UploadReceiver, caller: AuthUser, documentId: number, upload: MultipartUpload): Promise<PackDocument> {
  const current = await documentInPack(ctx.db, documentId);
  assertSellerMay(caller, current.post, 'write', PACK_MESSAGES.documentNotFound);
  const replaced = await receiveIntoPack(
    ctx,
    uploads,
    caller,
    current.post.id,
    upload,
    async (txCtx, post, stored) => {
      const tx = txCtx.db;
      const { document: earlier, file: earlierFile } = await documentInPack(tx, documentId);
      const now = ctx.now();
      await tx.update(packDocuments).set({ removedAt: now }).where(eq(packDocuments.id, earlier.id));
      await tx.delete(storedFileChunks).where(eq(storedFileChunks.fileId, earlier.fileId));
      const [document] = await tx
        .insert(packDocuments)
        .values({ postId: earlier.postId, fileId: stored.id, title: earlier.title, sortOrder: earlier.sortOrder, createdAt: now, replacesDocumentId: earlier.id })
        .returning();
      await recordDealRoomEvent(txCtx, {
        postId: earlier.postId,
        actorId: caller.id,
        kind: 'document-replaced',
        detail: { documentId: document.id, replacesDocumentId: earlier.id, title: earlier.title, byteSize: stored.byteSize },
      });
      await noticeToBuyersWithAccess(txCtx, post.id, DEAL_ROOM_NOTICES.documentReplaced(post.reference, earlier.title));
      return { document: toPackDocument({ document, file: stored }), earlierSha256: earlierFile.sha256 };
    },
    { freedBytes: current.file.byteSize, notMultipart: PACK_MESSAGES.versionNotMultipart },
  );
  await forgetLocalCopy(ctx, replaced.earlierSha256);
  return replaced.document;
}

type DownloadRow = { documentId: number; buyerId: number | null; forenames: string | null; surname: string | null; company: string | null; downloadedAt: Date };

const toPackDownload = (download: DownloadRow): PackDownload => ({
  buyerId: download.buyerId,
  name: download.forenames === null ? 'Deleted account' : `${download.forenames} ${download.surname}`.trim(),
  company: download.company ?? '',
  downloadedAt: download.downloadedAt.toISOString(),
});

/**
 * GET seller/pack-documents?id: the pack with, per document, each buyer download (newest first),
 * and the versions it replaced with their own downloads.
 */
export async function listSellerPack(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<SellerPackDocument[]> {
  await sellerPost(ctx, caller, postId, 'read');
  const documents = await packOf(ctx.db, postId);
  // Earlier versions: removed rows that a later version names.
  const replaced = await ctx.db
    .select({ document: packDocuments, file: storedFiles })
    .from(packDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, packDocuments.fileId))
    .where(and(eq(packDocuments.postId, postId), isNotNull(packDocuments.removedAt)));
  const removedById = new Map(replaced.map((row) => [row.document.id, row]));
  const historyOf = (row: DocumentRow): DocumentRow[] => {
    const earlier: DocumentRow[] = [];
    for (let id = row.document.replacesDocumentId; id !== null; ) {
      const found = removedById.get(id);
      if (!found || earlier.length >= removedById.size) break;
      earlier.push(found);
      id = found.document.replacesDocumentId;
    }
    return earlier;
  };
  const histories = new Map(documents.map((row) => [row.document.id, historyOf(row)]));
  const ids = [...documents, ...[...histories.values()].flat()].map(({ document }) => document.id);
  const downloads: DownloadRow[] = ids.length
    ? await ctx.db
        .select({ documentId: packDownloads.documentId, buyerId: packDownloads.userId, forenames: users.forenames, surname: users.surname, company: users.company, downloadedAt: packDownloads.downloadedAt })
        .from(packDownloads)
        .leftJoin(users, eq(users.id, packDownloads.userId))
        .where(inArray(packDownloads.documentId, ids))
        .orderBy(desc(packDownloads.downloadedAt), desc(packDownloads.id))
    : [];
  const downloadsOf = (documentId: number) => downloads.filter((download) => download.documentId === documentId).map(toPackDownload);
  return documents.map((row) => {
    const history = histories.get(row.document.id) ?? [];
    return {
      ...toPackDocument(row),
      downloads: downloadsOf(row.document.id),
      version: history.length + 1,
      previousVersions: history.map((earlier, index) => ({
        documentId: earlier.document.id,
        version: history.length - index,
        fileName: earlier.file.fileName,
        byteSize: earlier.file.byteSize,
        uploadedAt: earlier.document.createdAt.toISOString(),
        replacedAt: (earlier.document.removedAt ?? earlier.document.createdAt).toISOString(),
        downloads: downloadsOf(earlier.document.id),
      })),
    };
  });
}

/**
 * PUT seller/pack-order?id {DocumentIds}: the pack in a new order. The list names every document
 * still in the pack once (a pack changed meanwhile, by a second tab or an upload, is refused with
 * 409 rather than half reordered); buyers see the new order at once.
 */
export async function reorderPack(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof packOrderRequestSchema>): Promise<SellerPackDocument[]> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await sellerPost(txCtx, caller, postId, 'write');
    await tx.insert(dealRooms).values({ postId }).onConflictDoNothing();
    await tx.select({ postId: dealRooms.postId }).from(dealRooms).where(eq(dealRooms.postId, postId)).for('update');
    const current = (await packOf(tx, postId)).map(({ document }) => document.id);
    const wanted = input.DocumentIds;
    if (current.length !== wanted.length || current.some((documentId) => !wanted.includes(documentId))) throw new AppError(409, PACK_MESSAGES.orderIncomplete);
    for (const [sortOrder, documentId] of wanted.entries()) await tx.update(packDocuments).set({ sortOrder }).where(eq(packDocuments.id, documentId));
    await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'pack-reordered', detail: { documentIds: wanted } });
  });
  return listSellerPack(ctx, caller, postId);
}

/**
 * The buyer's access to the pack, or the 403 that says why not. `hiddenMessage`: a 404 instead
 * while the pack was never released to them, for a call by a document's id (its id tells nothing).
 */
async function releasedTo(ctx: ServiceContext, postId: number, buyerId: number, hiddenMessage?: string) {
  const standing = await buyerStanding(ctx, postId, buyerId);
  if (standing.state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
  if (standing.state === 'paused') throw new AppError(403, DEAL_ROOM_MESSAGES.accessPaused);
  if (standing.state !== 'granted') throw hiddenMessage ? new AppError(404, hiddenMessage) : new AppError(403, PACK_MESSAGES.notReleased);
  return standing;
}

/** GET buyer/pack-documents?id: the pack of a post, once it is released to the buyer. */
export async function listBuyerPack(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<PackDocument[]> {
  await buyerPost(ctx, postId);
  await releasedTo(ctx, postId, buyer.id);
  return (await packOf(ctx.db, postId)).map(toPackDocument);
}

/** A document on its way out, streamed from its local copy (`file-cache.ts`). */
export interface DocumentDownload {
  fileName: string;
  contentType: string;
  byteSize: number;
  body: Readable;
}

/** A stored file as it was uploaded. */
export async function originalDownload(ctx: ServiceContext, file: StoredFile): Promise<DocumentDownload> {
  return { fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize, body: createReadStream(await localCopyOf(ctx, file)) };
}

/**
 * Local files served one after the other as one body (a PDF's original bytes, then a buyer's
 * stamp appended to them), read a chunk at a time. Every file is opened first, so one the cache
 * deletes meanwhile is still read whole; every file is closed when the body ends, however it ends.
 */
async function joinedDownload(file: StoredFile, paths: string[]): Promise<DocumentDownload> {
  const handles: FileHandle[] = [];
  const closeAll = () => Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  try {
    for (const target of paths) handles.push(await open(target, 'r'));
    const sizes = await Promise.all(handles.map(async (handle) => (await handle.stat()).size));
    async function* chunks() {
      for (const handle of handles) yield* handle.createReadStream({ autoClose: false });
    }
    const body = Readable.from(chunks(), { objectMode: false }).once('close', () => void closeAll());
    return { fileName: file.fileName, contentType: file.contentType, byteSize: sizes.reduce((sum, size) => sum + size, 0), body };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** A document still in a pack, with its post. */
async function documentInPack(db: Database, documentId: number) {
  const [row] = await db
    .select({ document: packDocuments, file: storedFiles, post: posts })
    .from(packDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, packDocuments.fileId))
    .innerJoin(posts, eq(posts.id, packDocuments.postId))
    .where(and(eq(packDocuments.id, documentId), isNull(packDocuments.removedAt)));
  if (!row) throw new AppError(404, PACK_MESSAGES.documentNotFound);
  return row;
}

/**
 * GET buyer/pack-document?id: one document of a released pack. The download is logged (who,
 * which, when, from where); a PDF is stamped on every page with "Confidential — released to
 * <name>, <company> on <date>" (the NDA's signatory, else the account's name and company): an
 * update appended to the original bytes, made from the file's stamp plan (read once per file).
 */
export async function downloadAsBuyer(ctx: ServiceContext, buyer: AuthUser, documentId: number, origin: ClientOrigin): Promise<DocumentDownload> {
  const { document, file } = await documentInPack(ctx.db, documentId);
  await buyerPost(ctx, document.postId, PACK_MESSAGES.documentNotFound);
  const standing = await releasedTo(ctx, document.postId, buyer.id, PACK_MESSAGES.documentNotFound);
  const now = ctx.now();
  let served: () => Promise<DocumentDownload>;
  if (file.contentType === 'application/pdf') {
    const [account] = await ctx.db.select({ forenames: users.forenames, surname: users.surname, company: users.company }).from(users).where(eq(users.id, buyer.id));
    const name = standing.acceptance?.fullName ?? `${account.forenames} ${account.surname}`.trim();
    const company = standing.acceptance?.company ?? account.company;
    const text = `Confidential — released to ${name}, ${company} on ${formatDisplayDate(now)}`;
    const original = await localCopyOf(ctx, file);
    const limit = ctx.config.stampTimeLimitMs;
    const plan = await cachedStampPlan(ctx, file, () => withStampSlot(() => planStamp(original, limit)));
    const stamp = await cachedStamp(ctx, file, text, () => withStampSlot(() => stampByPlan(original, plan, text, limit)));
    served = () => joinedDownload(file, stamp.appended ? [original, stamp.path] : [stamp.path]);
  } else {
    const download = await originalDownload(ctx, file);
    served = async () => download;
  }
  await ctx.db.insert(packDownloads).values({ documentId, userId: buyer.id, downloadedAt: now, clientAddress: origin.address, userAgent: origin.userAgent });
  return served();
}

/** GET seller/pack-document?id: the original file, for its seller (Admin: any); not logged as a buyer download. */
export async function downloadAsSeller(ctx: ServiceContext, caller: AuthUser, documentId: number): Promise<DocumentDownload> {
  const { file, post } = await documentInPack(ctx.db, documentId);
  assertSellerMay(caller, post, 'read', PACK_MESSAGES.documentNotFound);
  return originalDownload(ctx, file);
}

/** DELETE seller/pack-document?id: takes a document out of the pack and deletes its bytes; its download log stays for the evidence. */
export async function removePackDocument(ctx: ServiceContext, caller: AuthUser, documentId: number): Promise<MessageResponse> {
  const removed = await ctx.db.transaction(async (tx) => {
    const { document, file, post } = await documentInPack(tx, documentId);
    assertSellerMay(caller, post, 'write', PACK_MESSAGES.documentNotFound);
    const now = ctx.now();
    await tx.update(packDocuments).set({ removedAt: now }).where(eq(packDocuments.id, documentId));
    await tx.delete(storedFileChunks).where(eq(storedFileChunks.fileId, document.fileId));
    await recordDealRoomEvent(withDb(ctx, tx), { postId: post.id, actorId: caller.id, kind: 'document-removed', detail: { documentId, title: document.title } });
    return file;
  });
  await forgetLocalCopy(ctx, removed.sha256);
  return { message: PACK_MESSAGES.documentRemoved };
}
