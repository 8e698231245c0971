import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Area } from '@insolvency/shared-contracts';
import { builtAppDist } from '../../built-apps';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';

export const SOURCE_MAP_NOT_FOUND_MESSAGE = 'No such source map in this build.';

/**
 * GET admin/source-map?app&file: a production source map of the shell or a remote, read from
 * `<app>/dist/` (the build keeps them there; static serving refuses `.map` to everyone).
 * `file` is a bare file name (the schema refuses paths), so nothing outside dist is read.
 */
export async function readSourceMap(ctx: ServiceContext, app: 'shell' | Area, file: string): Promise<string> {
  const dist = builtAppDist(ctx.config.rootDir, app);
  try {
    return await readFile(path.join(dist, path.basename(file)), 'utf8');
  } catch {
    throw new AppError(404, SOURCE_MAP_NOT_FOUND_MESSAGE);
  }
}
