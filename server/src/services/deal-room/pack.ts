import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEAL_ROOM_MESSAGES,
  formatDisplayDate,
  PACK_MESSAGES,
  PACK_POST_MAX_BYTES,
  type MessageResponse,
  type PackDocument,
  type SellerPackDocument,
} from '@insolvency/shared-contracts';
import { packDocumentFieldsSchema } from '@insolvency/shared-contracts/schemas';
import type { Database } from '../../db/client';
import { dealRooms, packDocuments, packDownloads, posts, storedFileChunks, storedFiles, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { assertSellerMay, buyerPost, buyerStanding, recordDealRoomEvent, sellerPost } from './deal-room-posts';
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

/**
 * POST seller/pack-documents?id (multipart/form-data: Title, SortOrder?, File): the file is
 * received onto local disk first (its type checked from its bytes, at most 25 MB a file and
 * 200 MB a pack), outside any transaction; then one short transaction adds it (`addPackDocument`).
 * A refused or broken upload leaves nothing behind.
 */
export async function uploadPackDocument(ctx: ServiceContext, uploads: UploadReceiver, caller: AuthUser, postId: number, upload: MultipartUpload): Promise<PackDocument> {
  await sellerPost(ctx, caller, postId, 'write');
  if (!upload.isMultipart) throw new AppError(415, PACK_MESSAGES.notMultipart);
  const roomLeft = PACK_POST_MAX_BYTES - (await packBytes(ctx.db, postId));
  return uploads.receive(caller.id, upload, { maxBytes: roomLeft, tooLarge: PACK_MESSAGES.packTooLarge }, async ({ fields, file }) => {
    if (!file) throw new AppError(400, PACK_MESSAGES.fileRequired, { errors: { File: [PACK_MESSAGES.fileRequired] } });
    const { Title, SortOrder } = packDocumentFieldsSchema.parse(fields);
    return ctx.db.transaction((tx) => addPackDocument(withDb(ctx, tx), caller, postId, { title: Title, sortOrder: SortOrder, file }));
  });
}

/**
 * Adds a file received onto local disk to the post's pack, with a context bound to the
 * transaction (`withDb`): checks again that the caller may write and the pack has room (the
 * post's deal room locked, so two uploads together cannot pass its limit), writes the rows and
 * the trail, and tells every buyer the pack is released to in their notification area.
 */
export async function addPackDocument(txCtx: ServiceContext, caller: AuthUser, postId: number, input: { title: string; sortOrder?: number; file: ReceivedFile }): Promise<PackDocument> {
  const { db: tx } = txCtx;
  const { title, file } = input;
  const post = await sellerPost(txCtx, caller, postId, 'write');
  await tx.insert(dealRooms).values({ postId }).onConflictDoNothing();
  await tx.select({ postId: dealRooms.postId }).from(dealRooms).where(eq(dealRooms.postId, postId)).for('update');
  if ((await packBytes(tx, postId)) + file.byteSize > PACK_POST_MAX_BYTES) throw new AppError(413, PACK_MESSAGES.packTooLarge);
  const stored = await storeFile(txCtx, { postId, uploadedBy: caller.id, file });
  const [last] = await tx
    .select({ sortOrder: packDocuments.sortOrder })
    .from(packDocuments)
    .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)))
    .orderBy(desc(packDocuments.sortOrder))
    .limit(1);
  const [document] = await tx
    .insert(packDocuments)
    .values({ postId, fileId: stored.id, title, sortOrder: input.sortOrder ?? (last ? last.sortOrder + 1 : 0), createdAt: txCtx.now() })
    .returning();
  await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'document-added', detail: { documentId: document.id, title, byteSize: stored.byteSize } });
  await noticeToBuyersWithAccess(txCtx, postId, DEAL_ROOM_NOTICES.documentAdded(post.reference, title));
  return toPackDocument({ document, file: stored });
}

/** GET seller/pack-documents?id: the pack with, per document, each buyer download (newest first). */
export async function listSellerPack(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<SellerPackDocument[]> {
  await sellerPost(ctx, caller, postId, 'read');
  const documents = await packOf(ctx.db, postId);
  const ids = documents.map(({ document }) => document.id);
  const downloads = ids.length
    ? await ctx.db
        .select({ documentId: packDownloads.documentId, buyerId: packDownloads.userId, forenames: users.forenames, surname: users.surname, company: users.company, downloadedAt: packDownloads.downloadedAt })
        .from(packDownloads)
        .leftJoin(users, eq(users.id, packDownloads.userId))
        .where(inArray(packDownloads.documentId, ids))
        .orderBy(desc(packDownloads.downloadedAt), desc(packDownloads.id))
    : [];
  return documents.map((row) => ({
    ...toPackDocument(row),
    downloads: downloads
      .filter((download) => download.documentId === row.document.id)
      .map((download) => ({
        buyerId: download.buyerId,
        name: download.forenames === null ? 'Deleted account' : `${download.forenames} ${download.surname}`.trim(),
        company: download.company ?? '',
        downloadedAt: download.downloadedAt.toISOString(),
      })),
  }));
}

/**
 * The buyer's access to the pack, or the 403 that says why not. `hiddenMessage`: a 404 instead
 * while the pack was never released to them, for a call by a document's id (its id tells nothing).
 */
async function releasedTo(ctx: ServiceContext, postId: number, buyerId: number, hiddenMessage?: string) {
  const standing = await buyerStanding(ctx, postId, buyerId);
  if (standing.state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
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
