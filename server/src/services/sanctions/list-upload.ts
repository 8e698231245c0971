import { SANCTIONS_MESSAGES, type SanctionsImportResult } from '@insolvency/shared-contracts/sanctions';
import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { readingUpload, type MultipartUpload } from '../deal-room/multipart-upload';
import { readListFile, storeListVersion, type ReadListFile } from './list-import';

/**
 * How long an uploaded list file may take to arrive and be parsed (408 after): the route is
 * exempt from the body timeout of ordinary requests, as every upload is, and this bounds it
 * instead. 64 MB in five minutes is a slow link's pace.
 */
export const SANCTIONS_UPLOAD_TIME_MS = 5 * 60_000;

/** Client file names are kept for the record only, never used as a path. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[^\p{L}\p{N} ._()-]+/gu, '_').slice(0, 255) || 'upload';
}

/** The multipart reader's refusals (readingUpload words them for the deal room's uploads), in the list's own words. */
const IN_THE_LIST_WORDS: Record<string, string> = {
  [PACK_MESSAGES.fileTooLarge]: SANCTIONS_MESSAGES.tooLarge,
  [PACK_MESSAGES.oneFileOnly]: SANCTIONS_MESSAGES.oneFileOnly,
};

function inTheListWords(error: unknown): unknown {
  const message = error instanceof AppError ? IN_THE_LIST_WORDS[error.message] : undefined;
  return message ? new AppError((error as AppError).statusCode, message) : error;
}

/**
 * `POST admin/sanctions-list` (multipart/form-data, one file): the whole form is read and the
 * file parsed as it arrives, with no transaction open; only then is the version written. A
 * malformed file, a second file or a body cut short changes nothing.
 */
export async function importUploadedList(ctx: ServiceContext, admin: AuthUser, upload: MultipartUpload, timeLimitMs = SANCTIONS_UPLOAD_TIME_MS): Promise<SanctionsImportResult> {
  if (!upload.isMultipart) throw new AppError(400, SANCTIONS_MESSAGES.noFile);
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(408, SANCTIONS_MESSAGES.tooSlow, { headers: { connection: 'close' } })), timeLimitMs);
  });
  timeUp.catch(() => undefined);
  try {
    let read: ReadListFile | null = null;
    let fileName = '';
    for await (const part of readingUpload(upload.parts(), timeUp)) {
      if (part.type === 'field') continue;
      if (read) throw new AppError(400, SANCTIONS_MESSAGES.oneFileOnly);
      fileName = cleanFileName(part.filename);
      read = await readListFile(readingUpload(part.file, timeUp));
    }
    if (!read) throw new AppError(400, SANCTIONS_MESSAGES.noFile);
    return await storeListVersion(ctx, read, { fileName, source: 'upload', importedBy: admin.id });
  } catch (error) {
    throw inTheListWords(error);
  } finally {
    clearTimeout(timer);
  }
}
