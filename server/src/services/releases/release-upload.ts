import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  AREAS,
  BUILT_IN_RELEASE,
  RELEASE_NOTES_MAX_LENGTH,
  RELEASE_VERSION_PATTERN,
  type Area,
  type ReleaseSummary,
} from '@insolvency/shared-contracts';
import { RELEASE_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import type { MultipartUpload } from '../deal-room/multipart-upload';
import { alreadyReleased, isReleased, recordRelease, type ReleaseFileOnDisk } from './releases';

/** Bounds of one release upload (an area's `dist/` is ~120 files and ~7 MB today). */
export const RELEASE_UPLOAD_LIMITS = { files: 2000, fileBytes: 32 * 1024 * 1024, totalBytes: 256 * 1024 * 1024, pathLength: 300 } as const;

/** A file's path inside `dist/`: relative, `/`-separated, plain names, no `.` or `..` segment. */
const FILE_PATH = /^(?:[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*\/)*[A-Za-z0-9_@~+-][A-Za-z0-9._@~+-]*$/;

/** Where a release is received, checked and kept on this machine (delivery/released-builds.ts). */
export interface ReleaseSite {
  stagingFolder(): Promise<string>;
  /** Throws an AppError saying what to fix when the build in `folder` cannot work as `area`. */
  check(folder: string, area: Area): Promise<void>;
  install(folder: string, area: Area, version: string): Promise<void>;
  /** Reads the current releases again, so this instance serves the new one at once. */
  refresh(): Promise<void>;
}

interface ReceivedRelease {
  area?: string;
  notes: string;
  files: ReleaseFileOnDisk[];
}

/** How the multipart reader reports a body past the bounds of `RELEASE_UPLOAD_LIMITS`. */
const LIMIT_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, `A file of a release is at most ${RELEASE_UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB.`],
  FST_FILES_LIMIT: [400, `A release holds at most ${RELEASE_UPLOAD_LIMITS.files} files.`],
  FST_PARTS_LIMIT: [400, `A release holds at most ${RELEASE_UPLOAD_LIMITS.files} files.`],
  FST_FIELDS_LIMIT: [400, 'Send area, notes and the files of dist/, nothing else.'],
};

/** Whatever reading the body throws is the client's at fault (cut short, malformed, too large): a 4xx, never a 500. */
async function* readingParts<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const limit = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
      throw limit ? new AppError(limit[0], limit[1]) : new AppError(400, 'The release upload is not a complete multipart/form-data body.');
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The multipart parts: `area`, `notes`, and one file part per file of `dist/`, named by its path there. */
async function receive(upload: MultipartUpload, folder: string): Promise<ReceivedRelease> {
  if (!upload.isMultipart) throw new AppError(400, 'Send the release as multipart/form-data: area, notes and the files of dist/.');
  const received: ReceivedRelease = { notes: '', files: [] };
  const seen = new Set<string>();
  let total = 0;
  for await (const part of readingParts(upload.parts())) {
    if (part.type === 'field') {
      if (part.fieldname === 'area') received.area = String(part.value);
      else if (part.fieldname === 'notes') received.notes = String(part.value);
      else throw new AppError(400, `Unknown field ${part.fieldname}: send area, notes and files.`);
      continue;
    }
    const filePath = part.filename;
    if (filePath.length > RELEASE_UPLOAD_LIMITS.pathLength || !FILE_PATH.test(filePath)) throw new AppError(400, `${JSON.stringify(filePath.slice(0, 100))} is not a path inside dist/.`);
    if (seen.has(filePath)) throw new AppError(400, `${filePath} is sent twice.`);
    seen.add(filePath);
    const localPath = path.join(folder, ...filePath.split('/'));
    await mkdir(path.dirname(localPath), { recursive: true });
    let size = 0;
    await pipeline(
      Readable.from(readingParts(part.file)),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          total += chunk.length;
          if (total > RELEASE_UPLOAD_LIMITS.totalBytes) throw new AppError(413, `A release is at most ${RELEASE_UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB.`);
          yield chunk;
        }
      },
      createWriteStream(localPath),
    );
    received.files.push({ path: filePath, localPath, size });
  }
  return received;
}

/** The build's own version, from its manifest (`metaData.buildInfo.buildVersion`). */
async function buildVersionOf(folder: string, area: Area): Promise<string> {
  let manifest: { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'mf-manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    throw new AppError(400, `The upload has no readable mf-manifest.json: send remote-${area}/dist as the build wrote it.`);
  }
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !RELEASE_VERSION_PATTERN.test(version) || version === BUILT_IN_RELEASE) {
    throw new AppError(400, `The build's version (metaData.buildInfo.buildVersion of mf-manifest.json) is not usable: ${RELEASE_MESSAGES.version}, and not ${BUILT_IN_RELEASE}.`);
  }
  return version;
}

/**
 * POST admin/releases: receives an area's `dist/`, checks it, stores it under its build's version
 * and makes it the area's current release. A refused upload changes nothing.
 */
export async function releaseArea(ctx: ServiceContext, admin: AuthUser, upload: MultipartUpload, site: ReleaseSite): Promise<ReleaseSummary> {
  const folder = await site.stagingFolder();
  try {
    const received = await receive(upload, folder);
    const area = received.area as Area;
    if (!AREAS.includes(area)) throw new AppError(400, RELEASE_MESSAGES.area);
    if (received.notes.length > RELEASE_NOTES_MAX_LENGTH) throw new AppError(400, RELEASE_MESSAGES.notes);
    if (received.files.length === 0) throw new AppError(400, `The upload holds no files: send remote-${area}/dist.`);
    const version = await buildVersionOf(folder, area);
    if (await isReleased(ctx, area, version)) throw alreadyReleased(area, version);
    await site.check(folder, area);
    const summary = await recordRelease(ctx, admin, { area, version, notes: received.notes, files: received.files });
    await site.install(folder, area, version);
    await site.refresh();
    return summary;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
