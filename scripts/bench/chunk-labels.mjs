// @ts-check
// What each built JavaScript file holds, from the build report every app writes
// (`<app>/dist-stats/chunk-graph.json`, build-tools/webpack): the shared singletons a shell
// chunk provides, or the app it belongs to. Used to label the files of a page load.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './util.mjs';

const APPS = [
  { app: 'shell', urlPrefix: '/' },
  { app: 'remote-public', urlPrefix: '/remotes/public/' },
  { app: 'remote-buyer', urlPrefix: '/remotes/buyer/' },
  { app: 'remote-seller', urlPrefix: '/remotes/seller/' },
  { app: 'remote-admin', urlPrefix: '/remotes/admin/' },
];

/** @returns {(urlPath: string) => string} */
export function chunkLabeller() {
  /** @type {Map<string, string>} */
  const labels = new Map();
  for (const { app, urlPrefix } of APPS) {
    const report = path.join(REPO_ROOT, app, 'dist-stats', 'chunk-graph.json');
    if (!existsSync(report)) continue;
    /** @type {{ chunks: { files: string[], providedSharedKeys?: string[] }[] }} */
    const graph = JSON.parse(readFileSync(report, 'utf8'));
    for (const chunk of graph.chunks) {
      const provided = chunk.providedSharedKeys ?? [];
      const label = provided.length > 0 ? `shared: ${provided.join(', ')}` : app;
      for (const file of chunk.files) labels.set(`${urlPrefix}${file}`, label);
    }
  }
  return (urlPath) => labels.get(urlPath) ?? (urlPath.startsWith('/remotes/') ? urlPath.split('/')[2] : '');
}
