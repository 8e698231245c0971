import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// One RTK Query endpoint per call: RTK keeps the first of two same-named endpoints silently,
// so two areas defining "their" copy of a call get one of them, whichever loaded first. Every
// api module of every area is loaded here, each endpoint definition recorded with the URL and
// method it calls, and any name or call defined twice fails the test.

const ROOT = path.resolve(__dirname, '../../..');
const AREAS = ['shared-auth/src', 'shell/src', 'remote-public/src', 'remote-buyer/src', 'remote-seller/src', 'remote-admin/src'];

function apiModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : apiModules(full);
    return /-api\.ts$/.test(name) ? [full] : [];
  });
}

/** An argument that answers every property with a sample value, to read a query's URL. */
const anyArgument: unknown = new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => '1' : '1') });

interface Definition {
  name: string;
  call: string | null;
  file: string;
}

test('no two endpoints share a name or a call (method and URL)', () => {
  const definitions: Definition[] = [];
  let currentFile = '';
  // A fresh module registry, so every api module (shared-auth's own too) runs its injectEndpoints below.
  jest.resetModules();
  // The slice alone: loading shared-auth's index would inject its endpoints before the spy.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { api } = require(path.join(ROOT, 'shared-auth/src/api/base-api')) as typeof import('@insolvency/shared-auth');
  const inject = api.injectEndpoints.bind(api);
  const spy = jest.spyOn(api, 'injectEndpoints').mockImplementation(((options: Parameters<typeof api.injectEndpoints>[0]) => {
    const recorder = {
      query: (definition: { query?: (arg: unknown) => unknown }) => ({ kind: 'query', definition }),
      mutation: (definition: { query?: (arg: unknown) => unknown }) => ({ kind: 'mutation', definition }),
      infiniteQuery: (definition: { query?: (arg: unknown) => unknown }) => ({ kind: 'query', definition }),
    };
    const endpoints = options.endpoints(recorder as never) as unknown as Record<string, { kind: string; definition: { query?: (arg: unknown) => unknown } }>;
    for (const [name, { kind, definition }] of Object.entries(endpoints)) {
      let call: string | null = null;
      if (definition.query) {
        const request = definition.query(anyArgument) as string | { url: string; method?: string };
        const url = typeof request === 'string' ? request : request.url;
        const method = typeof request === 'string' ? 'GET' : (request.method ?? (kind === 'query' ? 'GET' : 'POST'));
        call = `${method.toUpperCase()} ${url.split('?')[0]}`;
      }
      definitions.push({ name, call, file: path.relative(ROOT, currentFile) });
    }
    return inject(options);
  }) as unknown as typeof api.injectEndpoints);
  try {
    for (const area of AREAS) {
      for (const file of apiModules(path.join(ROOT, area))) {
        currentFile = file;
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- every api module, found on disk
        require(file);
      }
    }
  } finally {
    spy.mockRestore();
  }

  expect(definitions.map((d) => d.name)).toEqual(expect.arrayContaining(['authLogin', 'captchaConfig', 'registerLabels', 'accountDetails']));
  const twice = (key: (d: Definition) => string | null) => {
    const seen = new Map<string, string[]>();
    for (const d of definitions) {
      const k = key(d);
      if (k) seen.set(k, [...(seen.get(k) ?? []), d.file]);
    }
    return [...seen].filter(([, files]) => files.length > 1).map(([k, files]) => `${k} (${files.join(', ')})`);
  };
  expect(twice((d) => d.name)).toEqual([]);
  expect(twice((d) => d.call)).toEqual([]);
});
