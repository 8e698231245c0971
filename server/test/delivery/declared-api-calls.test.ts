import { readdirSync } from 'node:fs';
import path from 'node:path';
import { operationsOf, type OpenApiPaths } from '../../src/delivery/release-check';
import { buildTestApp, type TestApp } from '../helper';

// What each area's build records as the API calls its code declares (load-plan-plugin.js's
// apiCallsOf: every endpoint it injects, mutations included) is what the release check holds
// against the server's OpenAPI document. Today's areas must pass it, or none could be released.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugin is CommonJS
const { apiCallsOf } = require('../../../build-tools/webpack/load-plan-plugin') as {
  apiCallsOf: (modules: Iterable<{ resource?: string }>, srcDir: string) => { endpoint: string; method: string; path: string }[];
};

const REPO = path.resolve(__dirname, '../../..');

/** Every source file under `dir`, as the modules of a compilation name them. */
const sourceModules = (dir: string): { resource: string }[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => ({ resource: path.join(dir, file) }));

let t: TestApp;
let hasOperation: (method: string, apiPath: string) => boolean;
beforeAll(async () => {
  t = await buildTestApp();
  hasOperation = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiPaths);
});
afterAll(async () => t?.close());

test.each(['public', 'buyer', 'seller', 'admin'])("every call remote-%s's code declares is an operation of the server's API", (area) => {
  let calls: ReturnType<typeof apiCallsOf> = [];
  // A fresh module registry: an endpoint injected before (by another test's loading) is not seen again.
  jest.isolateModules(() => {
    const srcDir = path.join(REPO, `remote-${area}`, 'src');
    calls = apiCallsOf(sourceModules(srcDir), srcDir);
  });
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => !hasOperation(call.method, call.path))).toEqual([]);
  if (area === 'buyer') {
    // Mutations are declared too, not only the screens' first GETs.
    expect(calls).toEqual(expect.arrayContaining([{ endpoint: 'buyerSaveKeywords', method: 'PUT', path: '/api/buyer/keywords' }]));
  }
});
