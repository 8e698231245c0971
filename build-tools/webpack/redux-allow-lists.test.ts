import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { REDUX_ALLOW_LISTS } = require('./shared-dependencies') as { REDUX_ALLOW_LISTS: Record<string, { allowList: string; file: string }> };

/** The names a module imports (`import { a, b as c } from "key"`) or re-exports from `key`, by key. */
function namedImports(source: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [, names, key] of source.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    imports.set(key, [...(imports.get(key) ?? []), ...names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean)]);
  }
  return imports;
}

/** The names an allow-list (shell/src/app/*-shared.ts) exports. */
function allowed(key: string): Set<string> {
  const source = readFileSync(REDUX_ALLOW_LISTS[key].allowList, 'utf8');
  const [, names] = /export \{([^}]*)\} from/.exec(source) ?? [];
  return new Set(names.split(',').map((name) => name.trim()).filter(Boolean));
}

/** The names a package module itself declares in its last `export { ... }`. */
function ownExports(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const [, names] = [...source.matchAll(/^export \{([^}]*)\};$/gm)].at(-1) ?? [];
  return new Set((names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/).at(-1) as string).filter(Boolean));
}

test.each(Object.entries(REDUX_ALLOW_LISTS))(
  "what %s's module imports from another shared Redux key is in that key's allow-list (a name left out would be undefined at run time)",
  (_key, { file }) => {
    for (const [importedKey, names] of namedImports(readFileSync(file, 'utf8'))) {
      if (!(importedKey in REDUX_ALLOW_LISTS)) continue;
      const list = allowed(importedKey);
      expect({ importedKey, missing: names.filter((name) => !list.has(name)) }).toEqual({ importedKey, missing: [] });
    }
  },
);

test.each(Object.entries(REDUX_ALLOW_LISTS))('every name the allow-list of %s exports exists in the package', (key, { file }) => {
  const own = ownExports(file);
  // `@reduxjs/toolkit` and `/query/react` re-export all of redux and `/query`, whose names they then have too.
  const reexported = [...readFileSync(file, 'utf8').matchAll(/^export \* from "([^"]+)";$/gm)].map(([, from]) => from);
  const inherited = reexported.flatMap((from) => (from in REDUX_ALLOW_LISTS ? [...allowed(from)] : from === 'redux' ? ['combineReducers', 'isAction', 'isPlainObject'] : []));
  const missing = [...allowed(key)].filter((name) => !own.has(name) && !inherited.includes(name));
  expect(missing).toEqual([]);
});
