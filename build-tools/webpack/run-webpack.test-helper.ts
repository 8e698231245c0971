import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** Runs one webpack build for a test; rejects with webpack's own errors when it fails. */
export function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(stats);
    });
  });
}

/** A fresh temporary folder holding `files` (name -> source), for a test's small webpack project. */
export function writeTempProject(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}
