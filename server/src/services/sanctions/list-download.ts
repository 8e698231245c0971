import type { FastifyBaseLogger } from 'fastify';
import { SANCTIONS_FILE_MAX_BYTES, SANCTIONS_MESSAGES, type SanctionsImportResult } from '@insolvency/shared-contracts/sanctions';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { ScheduledQueue } from '../scheduled-queue';
import { importListFile } from './list-import';

/*
 * The daily fetch of the UK Sanctions List from SANCTIONS_LIST_URL (off unless set; never in
 * tests), on pg-boss as the scheduled mails are (services/interest/scheduled-mails.ts): a
 * schedule of its own queue, one job per tick across all instances, run by one instance's
 * worker. Each fetched file is imported as an upload is: a malformed or truncated file changes
 * nothing, a much shorter one waits for Admin's confirmation, the same file as the one in force
 * is not imported again.
 */

export const SANCTIONS_DOWNLOAD_QUEUE = 'sanctions-list-download';
/** The longest a fetch may take, headers and body together. */
export const SANCTIONS_DOWNLOAD_TIMEOUT_MS = 2 * 60_000;

/** A list file to import: its name and its bytes as they arrive. */
export interface ListFileSource {
  fileName: string;
  content: AsyncIterable<Buffer | Uint8Array>;
}

/**
 * Opens the list file at `url`: refused when the answer is not a success, says it is larger than
 * the largest list file, or takes longer than `timeoutMs` in all (the body's read is aborted too).
 * The body's size is also counted as it arrives (readListFile refuses it past the limit).
 */
export async function fetchListFile(url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<ListFileSource> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? SANCTIONS_DOWNLOAD_TIMEOUT_MS);
  const response = await (options.fetch ?? fetch)(url, { signal, redirect: 'follow', headers: { accept: 'text/csv, application/xml, text/xml' } });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`sanctions list download: ${url} answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > SANCTIONS_FILE_MAX_BYTES) {
    await response.body.cancel();
    throw new AppError(413, SANCTIONS_MESSAGES.tooLarge);
  }
  const fileName = new URL(response.url || url).pathname.split('/').pop() || 'uk-sanctions-list';
  return { fileName, content: response.body as unknown as AsyncIterable<Uint8Array> };
}

/**
 * The job's handler: imports the file `open` gives (the fetch from SANCTIONS_LIST_URL, or a file in
 * tests). Answers the import, or null when nothing was imported: the same file as the one in force
 * (logged as unchanged) or a file refused (logged as an error; the version in force stays, and
 * the next day's run tries again).
 */
export async function runSanctionsDownload(ctx: ServiceContext, open: () => Promise<ListFileSource>, log: FastifyBaseLogger): Promise<SanctionsImportResult | null> {
  try {
    const source = await open();
    const result = await importListFile(ctx, source.content, { fileName: source.fileName, source: 'download', importedBy: null });
    log.info({ versionId: result.version.versionId, status: result.version.status, designations: result.version.designations }, `sanctions list download: ${result.message}`);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      log.info(`sanctions list download: unchanged. ${error.message}`);
      return null;
    }
    if (error instanceof AppError) {
      log.error(`sanctions list download refused: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/** The daily fetch's schedule and worker (pg-boss), started when SANCTIONS_LIST_URL is set. */
export class SanctionsListDownload {
  private readonly scheduled: ScheduledQueue;

  constructor(private readonly log: FastifyBaseLogger) {
    this.scheduled = new ScheduledQueue(log, SANCTIONS_DOWNLOAD_QUEUE, 30_000);
  }

  /** A failed download is not retried: the next day's run fetches again. */
  start(ctx: ServiceContext, url: string, cron: string): Promise<void> {
    return this.scheduled.start(ctx, cron, async () => {
      await runSanctionsDownload(ctx, () => fetchListFile(url), this.log);
    });
  }

  /** Stops the schedule and waits for a download under way (before the database closes). */
  stop(): Promise<void> {
    return this.scheduled.stop();
  }
}
