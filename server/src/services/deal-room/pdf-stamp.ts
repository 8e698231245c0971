import { channel } from 'node:diagnostics_channel';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { PACK_MESSAGES, PACK_PDF_MAX_PAGES } from '@insolvency/shared-contracts/deal-room';
import { AppError } from '../../errors';

/**
 * PDFs are read and stamped in worker threads (`pdf-stamp-worker.cjs`): reading a 5 MB PDF is a
 * few hundred milliseconds of CPU that would otherwise stop every other request of this instance. One thread fewer than the machine's cores, so the API's own thread keeps one, but at
 * least two: a file that takes a stamp up to its time limit leaves a thread for everyone else.
 */
const STAMP_THREADS = Math.max(2, availableParallelism() - 1);
/**
 * PDF tasks in hand at once, one per thread: the others wait for a slot, so fifty buyers
 * downloading one PDF hold a few parsed copies, not fifty, and a task's time limit starts when
 * it has a thread (never spent waiting behind a file that runs to its own limit).
 */
export const STAMP_SLOTS = STAMP_THREADS;
/** PDF tasks that may wait for a slot; past them a request is answered 503 at once rather than queued without end. */
export const STAMP_QUEUE_LIMIT = 64;
/** What a 503 for a full queue tells the client to wait: a few stamps' time. */
const STAMP_RETRY_AFTER_SECONDS = 5;
/**
 * Heap of one worker thread. pdf-lib holds a 25 MB PDF of a few thousand pages in about 200 MB;
 * a crafted one of hundreds of thousands of pages took 1.4 GB, and its worker is ended instead.
 */
const STAMP_MEMORY_LIMIT_MB = 384;

/** Beside this file in the source, beside dist/server.js once built (scripts/build-server.mjs copies it). */
export const STAMP_WORKER_FILE = path.join(__dirname, 'pdf-stamp-worker.cjs');

let pool: Piscina | undefined;
function stampPool(): Piscina {
  pool ??= new Piscina({
    filename: STAMP_WORKER_FILE,
    // Kept once made: a new thread's first stamps are ten times slower (the worker's warm-up).
    maxThreads: STAMP_THREADS,
    minThreads: STAMP_THREADS,
    resourceLimits: { maxOldGenerationSizeMb: STAMP_MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

let slotsInUse = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` once one of the STAMP_SLOTS is free; slots are handed on in arrival order. With
 * STAMP_QUEUE_LIMIT already waiting, answers 503 with Retry-After instead.
 */
export async function withStampSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slotsInUse < STAMP_SLOTS) slotsInUse += 1;
  else if (waiting.length >= STAMP_QUEUE_LIMIT) throw new AppError(503, PACK_MESSAGES.stampingBusy, { headers: { 'retry-after': String(STAMP_RETRY_AFTER_SECONDS) } });
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slotsInUse -= 1;
  }
}

/** Stamps holding a slot and waiting for one, for the metrics (plugins/metrics-collectors). */
export const stampSlotUsage = () => ({ inUse: slotsInUse, waiting: waiting.length });
/** Each stamp's duration in seconds (`{seconds}`), published for the metrics. */
export const stampTimings = channel('insolvency:pdf-stamp');

/** A PDF given by the path of a local file (read by the worker) or by its bytes. */
export type PdfSource = string | Uint8Array;

type WorkerTask = 'stampPdf' | 'stampPlan' | 'stampIncrement' | 'countPages';

/** What a PDF task of the worker ended with, or 'over-limits' when its worker was ended past the time or memory limit. */
async function runLimited<T>(name: WorkerTask, task: { pdf: PdfSource; text?: string; plan?: string }, timeLimitMs: number): Promise<T | 'over-limits'> {
  try {
    return (await stampPool().run(task, { name, signal: AbortSignal.timeout(timeLimitMs) })) as T;
  } catch (error) {
    const { name: errorName, code } = error as { name?: string; code?: string };
    if (errorName === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return 'over-limits';
    throw error;
  }
}

/** A stamping task of the worker, timed for the metrics; 422 when the file cannot be read as a PDF or not within the limits. */
async function runStamping<T>(name: WorkerTask, task: { pdf: PdfSource; text?: string; plan?: string }, timeLimitMs: number): Promise<T> {
  let outcome: T | 'over-limits';
  const started = performance.now();
  try {
    outcome = await runLimited<T>(name, task, timeLimitMs);
  } catch {
    throw new AppError(422, PACK_MESSAGES.cannotStamp);
  } finally {
    stampTimings.publish({ seconds: (performance.now() - started) / 1000 });
  }
  if (outcome === 'over-limits') throw new AppError(422, PACK_MESSAGES.tooLargeToStamp);
  return outcome;
}

/**
 * A PDF with `text` at the foot of every page, the whole file written again (pdf-lib, in a worker
 * thread, within `timeLimitMs` and the memory limit). 422 when the file cannot be read as a PDF
 * (damaged, or encrypted so it cannot be changed) or not within the limits.
 */
export function stampPdf(pdf: PdfSource, text: string, timeLimitMs: number): Promise<Uint8Array> {
  return runStamping<Uint8Array>('stampPdf', { pdf, text }, timeLimitMs);
}

/**
 * The stamp plan of a PDF as JSON (`pdf-stamp-increment.cjs`): read once per stored file, it makes
 * each buyer's stamp a small update appended to the original. 422 as `stampPdf`.
 */
export function planStamp(pdf: PdfSource, timeLimitMs: number): Promise<string> {
  return runStamping<string>('stampPlan', { pdf }, timeLimitMs);
}

/** A buyer's stamp: the bytes to append to the original, or the whole stamped file where the plan says the file must be written again. */
export type Stamp = { appended: Uint8Array } | { whole: Uint8Array };

/** The stamp of `text` on the PDF `pdf` (a local file) by the plan in the file `plan`; 422 as `stampPdf`. */
export function stampByPlan(pdf: string, plan: string, text: string, timeLimitMs: number): Promise<Stamp> {
  return runStamping<Stamp>('stampIncrement', { pdf, plan, text }, timeLimitMs);
}

/**
 * 422 when a PDF has more than PACK_PDF_MAX_PAGES pages, or cannot be read within the time and
 * memory limits of a stamp (a crafted page tree). A file that cannot be read as a PDF at all
 * passes, as before: it is answered `cannotStamp` when a buyer asks for it.
 */
export async function assertPdfPageLimit(pdf: PdfSource, timeLimitMs: number): Promise<void> {
  const pages = await withStampSlot(() => runLimited<number>('countPages', { pdf }, timeLimitMs).catch(() => 0));
  if (pages === 'over-limits' || pages > PACK_PDF_MAX_PAGES) throw new AppError(422, PACK_MESSAGES.tooManyPages);
}

/** Ends the worker threads (the server's close hook; a pool is made again on the next stamp). */
export async function closeStampPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
