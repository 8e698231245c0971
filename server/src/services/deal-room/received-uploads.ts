import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PACK_MESSAGES, type PackFileType } from '@insolvency/shared-contracts/deal-room';
import type { AppConfig, UploadBounds } from '../../config';
import { assertPdfPageLimit } from './pdf-stamp';
import { AppError } from '../../errors';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../../private-files';
import { readingUpload, type MultipartUpload } from './multipart-upload';
import { detectFileType, STORED_FILE_CHUNK_BYTES } from './stored-files';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';
import type { ServiceContext } from '../context';
import { UploadSlots, type SlotHolder } from './upload-slots';

/*
 * Uploads are received before any database work (issue 47): the bytes go to a temporary file
 * under `<dataDir>/uploads`, their type checked from the first bytes and their size while they
 * arrive, so a slow client holds a file handle and a place among the uploads under way, never a
 * database connection. Only then does the service open one short transaction that writes the
 * rows from the local file. The file is removed however the upload ends.
 */

/** A file received whole onto local disk, its type detected from its bytes. */
export interface ReceivedFile {
  path: string;
  clientFileName: string;
  type: PackFileType;
  byteSize: number;
  sha256: string;
}

/** The form as received: its text fields and its one file (null when it had none). */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** The file is refused (413, `tooLarge`) past `maxBytes`. */
export interface ReceiveLimits {
  maxBytes: number;
  tooLarge: string;
  /** A check that counts against the caller (a rate limit): run once the upload has its place, before a byte is read, so a 429/503 costs nothing. */
  admit?: () => Promise<void>;
}

/** Time beyond the request timeout before a temporary file counts as orphaned (Node checks the timeout every 30 s). */
const ORPHAN_MARGIN_MS = 60_000;
/** How often orphaned temporary files are looked for, besides at start. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The type of a file from its first bytes, or 415. */
function typeOf(head: Buffer[], clientFileName: string): PackFileType {
  const type = detectFileType(Buffer.concat(head).subarray(0, STORED_FILE_CHUNK_BYTES), clientFileName);
  if (!type) throw new AppError(415, PACK_MESSAGES.wrongType);
  return type;
}

/** Writes `content` to a new file at `target`: its type checked once its first chunk is in, its size as it arrives. */
async function writeReceivedFile(target: string, clientFileName: string, content: AsyncIterable<Buffer>, limits: ReceiveLimits): Promise<ReceivedFile> {
  const handle = await open(target, 'wx', PRIVATE_FILE);
  try {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let type: PackFileType | null = null;
    let byteSize = 0;
    for await (const piece of content) {
      byteSize += piece.length;
      if (byteSize > limits.maxBytes) throw new AppError(413, limits.tooLarge);
      hash.update(piece);
      if (!type) {
        head.push(piece);
        headBytes += piece.length;
        if (headBytes >= STORED_FILE_CHUNK_BYTES) type = typeOf(head, clientFileName);
      }
      await handle.write(piece);
    }
    if (byteSize === 0) throw new AppError(400, PACK_MESSAGES.emptyFile);
    return { path: target, clientFileName, type: type ?? typeOf(head, clientFileName), byteSize, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** How often an upload's pace is checked. */
const PACE_CHECK_MS = 1000;

const tooSlow = () => new AppError(408, PACK_MESSAGES.uploadTooSlow, { headers: { connection: 'close' } });

/**
 * Watches an upload's connection and rejects `stalled` (408, and the connection closed) when it
 * falls behind: a window of `rateWindowMs` in which it delivered fewer than `minBytes`, or, once
 * `graceMs` have passed, fewer bytes than `minBytesPerSecond` for each second since. An upload of
 * S bytes so has `graceMs + S / minBytesPerSecond` to arrive, whatever its Content-Length says.
 * Its `holder` tells the upload slots its average rate and lets them cut it off. Never rejects
 * without a connection to watch (`inject`).
 */
function uploadWatchdog(bytesReceived: (() => number) | undefined, bounds: UploadBounds) {
  const timers: NodeJS.Timeout[] = [];
  const stop = () => timers.forEach((timer) => clearInterval(timer));
  let reject: (error: AppError) => void = () => undefined;
  const stalled = new Promise<never>((_, fail) => {
    reject = fail;
  });
  // Nobody waits on it once the body is in.
  stalled.catch(() => undefined);
  const cutOff = () => {
    stop();
    reject(tooSlow());
  };
  if (!bytesReceived) return { stalled, stop, holder: null };
  const startedAt = performance.now();
  const base = bytesReceived();
  const received = () => bytesReceived() - base;
  let last = base;
  timers.push(
    setInterval(() => {
      const now = bytesReceived();
      if (now - last < bounds.minBytes) cutOff();
      last = now;
    }, bounds.rateWindowMs),
    setInterval(() => {
      const pastGrace = performance.now() - startedAt - bounds.graceMs;
      if (pastGrace > 0 && received() < (bounds.minBytesPerSecond * pastGrace) / 1000) cutOff();
    }, PACE_CHECK_MS),
  );
  const holder: SlotHolder = {
    // Judged over a whole rate window at least: a connection's first second says little.
    averageRate: () => {
      const elapsed = performance.now() - startedAt;
      return elapsed < bounds.rateWindowMs ? null : (received() * 1000) / elapsed;
    },
    cutOff,
  };
  return { stalled, stop, holder };
}

/** Uploads one account may start in an hour, on every instance together. */
const uploadsPerHour = (perHour: number): RateLimit => ({ bucket: 'uploads:user', limit: perHour, windowMs: 60 * 60 * 1000 });

/** Receives the uploads of one API instance: its temporary folder, its bounds and its sweep of orphans. */
export class UploadReceiver {
  readonly dir: string;
  private readonly slots: UploadSlots;
  private readonly config: AppConfig;

  /** `ctx`: where the hourly count of each account's uploads is kept (the database, shared by the instances). */
  constructor(private readonly ctx: ServiceContext) {
    this.config = ctx.config;
    this.dir = path.join(this.config.dataDir, 'uploads');
    this.slots = new UploadSlots(this.config.uploads);
  }

  /**
   * Takes a place among the uploads under way (429/503 past the bounds, before any byte is read),
   * counts the upload against the account's hourly bound (429 with Retry-After past it; before
   * the place when the instance is full), receives the form into a temporary file and hands it
   * to `use` (which writes it to the database in its own short transaction); the file is removed and the place given back
   * whether `use` succeeds or anything fails, the client's connection included.
   */
  async receive<T>(userId: number, upload: MultipartUpload, limits: ReceiveLimits, use: (received: ReceivedUpload) => Promise<T>): Promise<T> {
    const watchdog = uploadWatchdog(upload.bytesReceived, this.config.uploads);
    let release = () => {};
    const written: string[] = [];
    try {
      // A newcomer to a full instance may take a slow upload's place: only within its hourly
      // count, so it is counted first then (a refusal for a busy instance then counts too).
      const countedFirst = this.slots.full();
      if (countedFirst) await this.countThisHour(userId);
      release = this.slots.take(userId, watchdog.holder);
      if (!countedFirst) await this.countThisHour(userId);
      await limits.admit?.();
      await mkdir(this.dir, { recursive: true, mode: PRIVATE_FOLDER });
      const fields: Record<string, string> = {};
      let file: ReceivedFile | null = null;
      for await (const part of readingUpload(upload.parts(), watchdog.stalled)) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (file) throw new AppError(400, PACK_MESSAGES.oneFileOnly);
        const target = path.join(this.dir, `${randomUUID()}.part`);
        written.push(target);
        file = await writeReceivedFile(target, part.filename, readingUpload(part.file, watchdog.stalled), limits);
      }
      watchdog.stop();
      // Here, and only here, the whole file is on local disk with its detected type and no
      // transaction is open: checks of a file's content belong here.
      if (file?.type.extension === 'pdf') await assertPdfPageLimit(file.path, this.config.stampTimeLimitMs);
      return await use({ fields, file });
    } finally {
      watchdog.stop();
      release();
      await Promise.all(written.map((target) => rm(target, { force: true })));
    }
  }

  /** Counts one upload of `userId`'s against their hourly bound: 429 with Retry-After past it. */
  private async countThisHour(userId: number): Promise<void> {
    const verdict = await consumeRateLimit(this.ctx, uploadsPerHour(this.config.uploads.perHour), String(userId));
    if (!verdict.allowed) throw new AppError(429, PACK_MESSAGES.uploadsPerHour(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  }

  /** Removes temporary files older than any request may last: left by a crash mid-upload. */
  async sweep(): Promise<void> {
    const before = Date.now() - this.config.requestTimeoutMs - ORPHAN_MARGIN_MS;
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      const target = path.join(this.dir, name);
      const info = await stat(target).catch(() => null);
      if (info && info.mtimeMs < before) await rm(target, { force: true });
    }
  }

  /** Sweeps every few minutes until the answer is called; `onError` hears a failed sweep. */
  sweepPeriodically(onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => void this.sweep().catch(onError), SWEEP_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
