import { channel } from 'node:diagnostics_channel';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/**
 * PDFs are stamped in worker threads (`pdf-stamp-worker.cjs`): a stamp of a 5 MB PDF is a few
 * hundred milliseconds of CPU that would otherwise stop every other request of this instance.
 * One thread fewer than the machine's cores (at least one), so the API's own thread keeps one.
 */
const STAMP_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * Stamps in hand at once (running or holding their file in memory): the others wait for a slot
 * before their file is read, so fifty buyers downloading one PDF hold a few copies, not fifty.
 */
export const STAMP_SLOTS = STAMP_THREADS * 2;

/** Beside this file in the source, beside dist/server.js once built (scripts/build-server.mjs copies it). */
export const STAMP_WORKER_FILE = path.join(__dirname, 'pdf-stamp-worker.cjs');

let pool: Piscina | undefined;
function stampPool(): Piscina {
  pool ??= new Piscina({ filename: STAMP_WORKER_FILE, maxThreads: STAMP_THREADS, minThreads: 0, idleTimeout: 30_000 });
  return pool;
}

let slotsInUse = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once one of the STAMP_SLOTS is free; slots are handed on in arrival order. */
export async function withStampSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slotsInUse < STAMP_SLOTS) slotsInUse += 1;
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

/**
 * Writes `text` at the foot of every page of a PDF (pdf-lib, in a worker thread). Rejects when
 * the file cannot be read as a PDF (damaged, or encrypted so it cannot be changed).
 */
export async function stampPdf(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const started = performance.now();
  try {
    return await stampPool().run({ pdf, text });
  } finally {
    stampTimings.publish({ seconds: (performance.now() - started) / 1000 });
  }
}

/** Ends the worker threads (the server's close hook; a pool is made again on the next stamp). */
export async function closeStampPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
