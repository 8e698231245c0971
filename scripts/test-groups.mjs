// The Node test files (server, build tools, shared contracts) as `npm test` runs them, on PGlite
// and, those that say so, on PostgreSQL: several files of one part of the tree in one Jest test
// file, so Jest's set-up and the app's modules (Fastify, zod, drizzle and the server's own) load
// once a group instead of once a file, about 3 s of CPU a file on a 2-core machine of this kind.
//
// Each file of a group runs inside a `describe` named by its path, so its `beforeAll`/`afterAll`
// (an app and its database each) stay its own. A file that changes what later files would load
// or see (mocks a module, fakes the clock, sets the environment or the time limit, picks its own
// test environment) runs alone. Each file is still a Jest test file of its own for `npx jest <path>`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What keeps a file out of a group: it changes the module registry, the clock or the environment for what runs after it. */
const RUNS_ALONE = /jest\.(mock|doMock|unmock|isolateModules|resetModules|useFakeTimers|replaceProperty|setTimeout)\(|@jest-environment|process\.env\.[A-Za-z_]+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]/;

/** At most this many files a group: with fewer, longer groups the workers finish unevenly. */
const MAX_FILES_PER_GROUP = 8;

/** Where the Node project's test files live (jest.config.js). */
export const NODE_TEST_ROOTS = ['shared-contracts', 'server', 'build-tools'];

/** Every `*.test.ts` under the Node project's roots, relative to `root`, sorted. */
export function nodeTestFiles(root) {
  const files = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(file);
      } else if (entry.name.endsWith('.test.ts')) files.push(path.relative(root, file));
    }
  };
  for (const folder of NODE_TEST_ROOTS) visit(path.join(root, folder));
  return files.sort();
}

/** The part of the tree a file tests, for grouping: its first three folders (`server/test/routes`, `build-tools/webpack`). */
function areaOf(file) {
  return path.dirname(file).split(/[/\\]/).slice(0, 3).join('/');
}

/** `files` split by area into groups of at most MAX_FILES_PER_GROUP (an area's files shared out evenly); files that must run alone, each apart. */
export function groupTestFiles(root, files) {
  const byArea = new Map();
  const alone = [];
  for (const file of files) {
    if (RUNS_ALONE.test(readFileSync(path.join(root, file), 'utf8'))) {
      alone.push([file]);
      continue;
    }
    const area = areaOf(file);
    byArea.set(area, [...(byArea.get(area) ?? []), file]);
  }
  const groups = [];
  for (const areaFiles of byArea.values()) {
    const count = Math.ceil(areaFiles.length / MAX_FILES_PER_GROUP);
    const size = Math.ceil(areaFiles.length / count);
    for (let start = 0; start < areaFiles.length; start += size) groups.push(areaFiles.slice(start, start + size));
  }
  return [...groups, ...alone];
}

/**
 * Writes one Jest test file a group into `dir` (emptied first), named after the group's area,
 * and answers their paths. The Jest config `jest.grouped.config.js` runs the files in `dir`.
 */
export function writeTestGroups(root, dir, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const used = new Map();
  return groupTestFiles(root, files).map((group) => {
    const base = (group.length === 1 ? group[0].replace(/\.test\.ts$/, '') : areaOf(group[0])).replace(/[/\\]/g, '-');
    const index = (used.get(base) ?? 0) + 1;
    used.set(base, index);
    const file = path.join(dir, `${base}${index > 1 || group.length > 1 ? `-${index}` : ''}.test.js`);
    // A file's own test environment (`@jest-environment` in its opening docblock) is the group's: such a file runs alone.
    const docblock = /^\/\*\*[\s\S]*?\*\//.exec(readFileSync(path.join(root, group[0]), 'utf8'))?.[0];
    const pragma = group.length === 1 && docblock?.includes('@jest-environment') ? `${docblock}\n` : '';
    const lines = group.map((testFile) => `describe(${JSON.stringify(testFile)}, () => {\n  require(${JSON.stringify(path.join(root, testFile))});\n});`);
    writeFileSync(file, `${pragma}// Written by scripts/test-groups.mjs for \`npm test\`: ${group.length} test file(s) of ${areaOf(group[0])} in one module registry.\n${lines.join('\n')}\n`);
    return file;
  });
}
