import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { AppError } from '../../errors';

/** One part of a multipart/form-data upload, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> };

/** A request's body as an upload: its parts are read only once the caller may upload. */
export interface MultipartUpload {
  isMultipart: boolean;
  parts: () => AsyncIterable<UploadPart>;
  /** Bytes the connection has delivered so far, to tell a stalled upload; absent without a connection (`inject`). */
  bytesReceived?: () => number;
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

/**
 * `source`, with its read errors turned into upload errors (errors of the loop's body are not its
 * own); `stop` (a watchdog) ends a read that waits on it with its error.
 */
export async function* readingUpload<T>(source: AsyncIterable<T>, stop?: Promise<never>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    const read = iterator.next();
    // A read left behind by `stop` fails later, when its connection closes: nobody waits on it.
    read.catch(() => undefined);
    try {
      next = await (stop ? Promise.race([read, stop]) : read);
    } catch (error) {
      throw uploadError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}
