import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
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
import type { ClientOrigin } from './nda';
import { cachedStamp, forgetLocalCopy, localCopyOf } from './file-cache';
import { assertPdfPageLimit, stampPdf, withStampSlot } from './pdf-stamp';
import { readStoredFile, storeFile, type StoredFile } from './stored-files';

/*
 * The information pack of a post (issue 32): documents the seller uploads, released to a
 * buyer as the deal room's access rule says, every buyer download logged and every PDF
 * stamped with who it was released to.
 */

/** One part of a multipart/form-data upload, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> };

/** A request's body as an upload: its parts are read only once the caller may upload. */
export interface MultipartUpload {
  isMultipart: boolean;
  parts: () => AsyncIterable<UploadPart>;
}

/** How a multipart reader reports a file past its size limit, and too many files or fields. */
const MULTIPART_LIMIT_ERRORS: Record<string, [status: number, message: string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, PACK_MESSAGES.fileTooLarge],
  FST_FILES_LIMIT: [400, PACK_MESSAGES.oneFileOnly],
  FST_PARTS_LIMIT: [400, PACK_MESSAGES.badUpload],
  FST_FIELDS_LIMIT: [400, PACK_MESSAGES.badUpload],
};

/** Whatever reading the upload throws is the client's body at fault (cut short, malformed, too large): a 4xx, never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const limit = MULTIPART_LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
  return limit ? new AppError(limit[0], limit[1]) : new AppError(400, PACK_MESSAGES.badUpload);
}

/** `source`, with its read errors turned into upload errors (errors of the loop's body are not its own). */
export async function* readingUpload<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw uploadError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** 422 for a stored PDF past PACK_PDF_MAX_PAGES (`assertPdfPageLimit`); any other file passes. */
export async function assertStoredPdfPageLimit(ctx: ServiceContext, file: StoredFile): Promise<void> {
  if (file.contentType === 'application/pdf') await assertPdfPageLimit(await readStoredFile(ctx, file.id), ctx.config.stampTimeLimitMs);
}

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

/**
 * POST seller/pack-documents?id (multipart/form-data: Title, SortOrder?, File): streams the
 * file into the database, its type checked from its bytes, at most 25 MB a file and 200 MB a
 * pack. One transaction: a refused or broken upload leaves nothing behind.
 */
export async function uploadPackDocument(ctx: ServiceContext, caller: AuthUser, postId: number, upload: MultipartUpload): Promise<PackDocument> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await sellerPost(txCtx, caller, postId, 'write');
    if (!upload.isMultipart) throw new AppError(415, PACK_MESSAGES.notMultipart);
    // One upload at a time per post, so two together cannot pass the pack's limit.
    await tx.insert(dealRooms).values({ postId }).onConflictDoNothing();
    await tx.select({ postId: dealRooms.postId }).from(dealRooms).where(eq(dealRooms.postId, postId)).for('update');
    const [usage] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
      .from(packDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, packDocuments.fileId))
      .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)));
    const now = ctx.now();
    const fields: Record<string, string> = {};
    let file: StoredFile | null = null;
    for await (const part of readingUpload(upload.parts())) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (file) throw new AppError(400, PACK_MESSAGES.oneFileOnly);
      file = await storeFile(txCtx, {
        postId,
        uploadedBy: caller.id,
        clientFileName: part.filename,
        content: readingUpload(part.file),
        roomLeft: PACK_POST_MAX_BYTES - Number(usage.bytes),
      });
    }
    if (!file) throw new AppError(400, PACK_MESSAGES.fileRequired, { errors: { File: [PACK_MESSAGES.fileRequired] } });
    // Once the whole body is read: a file cut at the size limit is refused (413) without being read back.
    await assertStoredPdfPageLimit(txCtx, file);
    const { Title, SortOrder } = packDocumentFieldsSchema.parse(fields);
    const [last] = await tx
      .select({ sortOrder: packDocuments.sortOrder })
      .from(packDocuments)
      .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)))
      .orderBy(desc(packDocuments.sortOrder))
      .limit(1);
    const [document] = await tx
      .insert(packDocuments)
      .values({ postId, fileId: file.id, title: Title, sortOrder: SortOrder ?? (last ? last.sortOrder + 1 : 0), createdAt: now })
      .returning();
    await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'document-added', detail: { documentId: document.id, title: Title, byteSize: file.byteSize } });
    return toPackDocument({ document, file });
  });
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

/** The buyer's access to the pack, or the 403 that says why not. */
async function releasedTo(ctx: ServiceContext, postId: number, buyerId: number) {
  const standing = await buyerStanding(ctx, postId, buyerId);
  if (standing.state === 'revoked') throw new AppError(403, DEAL_ROOM_MESSAGES.accessRevoked);
  if (standing.state !== 'granted') throw new AppError(403, PACK_MESSAGES.notReleased);
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
 * <name>, <company> on <date>" (the NDA's signatory, else the account's name and company).
 */
export async function downloadAsBuyer(ctx: ServiceContext, buyer: AuthUser, documentId: number, origin: ClientOrigin): Promise<DocumentDownload> {
  const { document, file } = await documentInPack(ctx.db, documentId);
  await buyerPost(ctx, document.postId, PACK_MESSAGES.documentNotFound);
  const standing = await releasedTo(ctx, document.postId, buyer.id);
  const now = ctx.now();
  let download: DocumentDownload;
  if (file.contentType === 'application/pdf') {
    const [account] = await ctx.db.select({ forenames: users.forenames, surname: users.surname, company: users.company }).from(users).where(eq(users.id, buyer.id));
    const name = standing.acceptance?.fullName ?? `${account.forenames} ${account.surname}`.trim();
    const company = standing.acceptance?.company ?? account.company;
    const text = `Confidential — released to ${name}, ${company} on ${formatDisplayDate(now)}`;
    const original = await localCopyOf(ctx, file);
    const stamped = await cachedStamp(ctx, file, text, () => withStampSlot(() => stampPdf(original, text, ctx.config.stampTimeLimitMs)));
    download = { fileName: file.fileName, contentType: file.contentType, byteSize: (await stat(stamped)).size, body: createReadStream(stamped) };
  } else {
    download = await originalDownload(ctx, file);
  }
  await ctx.db.insert(packDownloads).values({ documentId, userId: buyer.id, downloadedAt: now, clientAddress: origin.address, userAgent: origin.userAgent });
  return download;
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
