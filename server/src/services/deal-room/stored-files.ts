import { open } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { PACK_FILE_TYPES, type PackFileType } from '@insolvency/shared-contracts/deal-room';
import { storedFileChunks, storedFiles } from '../../db/schema';
import type { ServiceContext } from '../context';
import type { ReceivedFile } from './received-uploads';

/*
 * Files of the deal room (pack documents, proofs of funds) kept in PostgreSQL, so every API
 * instance serves every file from the one database and its backups. A file received onto local
 * disk (received-uploads) is written in rows of STORED_FILE_CHUNK_BYTES and read back one row at
 * a time into a local copy that downloads are served from (`file-cache.ts`): neither way holds a
 * whole file in memory. The caller writes inside a transaction, so a refused upload leaves no row.
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
  /** The file received whole onto local disk, its type already checked. */
  file: ReceivedFile;
}

export type StoredFile = typeof storedFiles.$inferSelect;

/**
 * Writes a received file into `stored_files` and its chunks, read from local disk (with a
 * context bound to the caller's transaction: `withDb`), so the transaction never waits on a client.
 */
export async function storeFile(ctx: ServiceContext, { postId, uploadedBy, file }: FileToStore): Promise<StoredFile> {
  const { db } = ctx;
  const [stored] = await db
    .insert(storedFiles)
    .values({
      postId,
      uploadedBy,
      fileName: safeFileName(file.clientFileName, file.type),
      contentType: file.type.contentType,
      byteSize: file.byteSize,
      sha256: file.sha256,
      createdAt: ctx.now(),
    })
    .returning();
  const handle = await open(file.path, 'r');
  try {
    const buffer = Buffer.alloc(STORED_FILE_CHUNK_BYTES);
    for (let seq = 0; ; seq += 1) {
      const { bytesRead } = await handle.read(buffer, 0, STORED_FILE_CHUNK_BYTES, seq * STORED_FILE_CHUNK_BYTES);
      if (bytesRead === 0) break;
      await db.insert(storedFileChunks).values({ fileId: stored.id, seq, data: Buffer.from(buffer.subarray(0, bytesRead)) });
    }
  } finally {
    await handle.close();
  }
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
