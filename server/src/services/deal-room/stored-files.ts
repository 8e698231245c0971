import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PACK_FILE_TYPES, PACK_MESSAGES, type PackFileType } from '@insolvency/shared-contracts';
import { storedFileChunks, storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';

/*
 * Files of the deal room (pack documents, proofs of funds) kept in PostgreSQL, so every API
 * instance serves every file from the one database and its backups. A file is written as it
 * arrives, in rows of STORED_FILE_CHUNK_BYTES, and read back one row at a time into a local copy
 * that downloads are served from (`file-cache.ts`): neither way holds a whole file in memory. The caller writes inside a transaction, so a failed or
 * refused upload leaves no row.
 */

/** Bytes per `stored_file_chunks` row. */
export const STORED_FILE_CHUNK_BYTES = 256 * 1024;
/** How far into a file its PDF header may start (readers accept a few bytes of junk before it). */
const PDF_HEADER_WINDOW = 1024;

const fileType = (extension: PackFileType['extension']): PackFileType => PACK_FILE_TYPES.find((type) => type.extension === extension) as PackFileType;
const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * The type of a file from its first bytes, never from its name: PDF, PNG and JPEG by their
 * signatures; Word and Excel (2007+) as ZIP archives holding `word/` or `xl/` parts. The 97-2003
 * formats share one container signature (OLE2) that does not say which it holds: there the
 * name's `.doc` or `.xls` decides between the two, and any other name is refused.
 */
export function detectFileType(head: Buffer, clientFileName: string): PackFileType | null {
  if (head.subarray(0, PDF_HEADER_WINDOW).includes('%PDF-')) return fileType('pdf');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return fileType('png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return fileType('jpg');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (head.includes('word/')) return fileType('docx');
    if (head.includes('xl/')) return fileType('xlsx');
    return null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const extension = extensionOf(clientFileName);
    return extension === 'doc' || extension === 'xls' ? fileType(extension) : null;
  }
  return null;
}

/** A name safe in any file system and header: no folders, only plain letters, digits and `._()- `, the extension of its detected type. */
export function safeFileName(clientFileName: string, type: PackFileType): string {
  const base = clientFileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return `${stem || 'document'}.${type.extension}`;
}

export interface FileToStore {
  postId: number;
  uploadedBy: number;
  clientFileName: string;
  /** The bytes as they arrive; an error thrown by it fails the upload. */
  content: AsyncIterable<Buffer>;
  /** Refused (413) past this many bytes: what the post's pack still has room for. */
  roomLeft: number;
}

export type StoredFile = typeof storedFiles.$inferSelect;

/** Writes a file into `stored_files` and its chunks (with a context bound to a transaction: `withDb`); 415 for a type not accepted, 400 when empty, 413 past `roomLeft`. */
export async function storeFile(ctx: ServiceContext, file: FileToStore): Promise<StoredFile> {
  const { db } = ctx;
  const [row] = await db
    .insert(storedFiles)
    .values({ postId: file.postId, uploadedBy: file.uploadedBy, fileName: '', contentType: '', byteSize: 0, sha256: '', createdAt: ctx.now() })
    .returning({ id: storedFiles.id });
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const detected: { type: PackFileType | null } = { type: null };
  const writeChunks = async (final: boolean) => {
    while (pendingBytes >= STORED_FILE_CHUNK_BYTES || (final && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const chunk = joined.subarray(0, STORED_FILE_CHUNK_BYTES);
      const rest = joined.subarray(chunk.length);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
      if (seq === 0) {
        detected.type = detectFileType(chunk, file.clientFileName);
        if (!detected.type) throw new AppError(415, PACK_MESSAGES.wrongType);
      }
      await db.insert(storedFileChunks).values({ fileId: row.id, seq, data: Buffer.from(chunk) });
      seq += 1;
    }
  };
  for await (const piece of file.content) {
    total += piece.length;
    if (total > file.roomLeft) throw new AppError(413, PACK_MESSAGES.packTooLarge);
    hash.update(piece);
    pending.push(piece);
    pendingBytes += piece.length;
    await writeChunks(false);
  }
  await writeChunks(true);
  const { type } = detected;
  if (total === 0 || !type) throw new AppError(400, PACK_MESSAGES.emptyFile);
  const [stored] = await db
    .update(storedFiles)
    .set({ fileName: safeFileName(file.clientFileName, type), contentType: type.contentType, byteSize: total, sha256: hash.digest('hex') })
    .where(eq(storedFiles.id, row.id))
    .returning();
  return stored;
}

/** A stored file's bytes, one chunk (one query) at a time. */
export async function* storedFileChunksOf(ctx: ServiceContext, fileId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const [chunk] = await ctx.db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.data;
  }
}

/** A stored file whole (a PDF's pages are counted at upload, before its transaction ends). */
export async function readStoredFile(ctx: ServiceContext, fileId: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storedFileChunksOf(ctx, fileId)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
