// @ts-check
// Lint = the import boundaries of STYLE.md ("Boundaries (lint them)") and README's Architecture (remotes never import each other), plus
// typescript-eslint's recommended rules. `npm run lint`.
import { readFileSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-public', 'remote-buyer', 'remote-seller', 'remote-admin'];
const APPS = ['shell', ...REMOTES, 'server'];

/** Both spellings of a package: its workspace name and a relative path into its folder. */
const packagePatterns = (/** @type {string} */ folder) => [`@insolvency/${folder}`, `@insolvency/${folder}/*`, `**/${folder}/**`];

/** antd is shared only through `@insolvency/shared-ui/<entry>` (shared whole it is 444 KB gzip). */
const ANTD_ONLY_THROUGH_SHARED_UI = {
  group: ['antd', 'antd/*', '@ant-design/*', '@ant-design/*/*'],
  message: 'Import antd components and icons from the @insolvency/shared-ui entry points (base, navigation, forms, choices, text-area, pickers, data, pagination, tag, table, input, icons, feedback, modal).',
};

/**
 * The shell provides react-router as an allow-list (shell/src/app/react-router-shared.ts):
 * a name outside it would be undefined at run time in a remote, so it is a lint error.
 */
const REACT_ROUTER_BROWSER_API = [
  ...readFileSync(new URL('./shell/src/app/react-router-shared.ts', import.meta.url), 'utf8').matchAll(/^\s+(\w+),?$|export \{ (\w+) \}/gm),
].map((match) => match[1] ?? match[2]);
/**
 * The Redux packages likewise (shell/src/app/redux-toolkit-shared.ts and its neighbours: the
 * shared key, the allow-list that provides it).
 */
const REDUX_ALLOW_LISTS = {
  '@reduxjs/toolkit': 'redux-toolkit',
  '@reduxjs/toolkit/query': 'rtk-query',
  '@reduxjs/toolkit/query/react': 'rtk-query-react',
  'react-redux': 'react-redux',
};
/** @param {string} file an allow-list's path from the repository's root @returns {string[]} */
const exportedNames = (file) =>
  [...readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(/^\s+(\w+),?$|export \{ ([\w, ]+) \}/gm)].flatMap((match) =>
    match[1] ? [match[1]] : match[2].split(', '),
  );
const ONLY_SHARED_REACT_ROUTER = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          allowImportNames: REACT_ROUTER_BROWSER_API,
          allowTypeImports: true,
          message: `The shell shares only part of ${name}: add the name to shell/src/app/react-router-shared.ts first.`,
        })),
        ...Object.entries(REDUX_ALLOW_LISTS).map(([name, allowList]) => ({
          name,
          allowImportNames: exportedNames(`shell/src/app/${allowList}-shared.ts`),
          allowTypeImports: true,
          message: `The shell shares only part of ${name}: add the name to shell/src/app/${allowList}-shared.ts first.`,
        })),
      ],
    },
  ],
};

/**
 * @param {{ group: string[], message: string }[]} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-stats/**', '**/coverage/**', '.data/**',
      'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.tmp/**', 'bench/results/**', 'server/drizzle/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    // A hook called conditionally breaks the screen when the condition changes (the register
    // cards called useWindowWidth only when side by side: widening a phone's window showed
    // "This page could not be loaded").
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // Slices declare themselves to the root reducer by augmenting `LazyLoadedSlices` (RTK's pattern).
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // (In flat config the last matching `no-restricted-imports` wins: each block lists all of its folder's limits.)
  // 1. A remote imports no other remote, nor the shell, nor the server.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrictImports([
      ANTD_ONLY_THROUGH_SHARED_UI,
      {
        group: APPS.filter((app) => app !== remote).flatMap(packagePatterns),
        message: 'A remote imports no other remote, nor the shell, nor the server: move what is shared into a shared-* package.',
      },
    ]),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrictImports([
      ANTD_ONLY_THROUGH_SHARED_UI,
      { group: [...REMOTES, 'server'].flatMap(packagePatterns), message: 'The shell loads remotes at run time (loadRemote), never by import.' },
    ]),
  },
  {
    // 2. shared-* import no app; shared-ui is the one place antd is imported.
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrictImports([{ group: APPS.flatMap(packagePatterns), message: 'shared-* packages import no app.' }]),
  },
  {
    files: ['shared-auth/**/*.{ts,tsx}'],
    rules: restrictImports([
      ANTD_ONLY_THROUGH_SHARED_UI,
      { group: [...APPS, 'shared-ui'].flatMap(packagePatterns), message: 'shared-auth imports shared-contracts only (of ours).' },
    ]),
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared-auth/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/**/*.{ts,tsx}`)],
    // Tests run without Module Federation (they may use MemoryRouter and friends).
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shell/src/app/*-shared.ts'],
    rules: ONLY_SHARED_REACT_ROUTER,
  },
  {
    // 4. shared-contracts imports zod and dayjs only; zod only in its `schemas` entry, because
    // the root entry is loaded by every page (zod is ~21 KiB brotli of the visitor's budget).
    files: ['shared-contracts/**/*.ts'],
    ignores: ['shared-contracts/src/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod(/|$)', message: 'zod belongs in shared-contracts/src/schemas (the ./schemas entry): the root entry is on every page.' },
            { regex: '^(?!\\.{1,2}/|zod(/|$)|dayjs(/|$))', message: 'shared-contracts imports zod and dayjs only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/|zod(/|$)|dayjs(/|$))', message: 'shared-contracts imports zod and dayjs only.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrictImports([
      ANTD_ONLY_THROUGH_SHARED_UI,
      { group: ['shell', ...REMOTES, 'shared-auth', 'shared-ui'].flatMap(packagePatterns), message: 'The server imports shared-contracts only (of ours).' },
    ]),
  },
  {
    files: ['server/src/services/**/*.ts'],
    rules: restrictImports([
      ANTD_ONLY_THROUGH_SHARED_UI,
      { group: ['shell', ...REMOTES, 'shared-auth', 'shared-ui'].flatMap(packagePatterns), message: 'The server imports shared-contracts only (of ours).' },
      { group: ['**/plugins/*'], message: 'Services take what they need from their context or their arguments, never from a Fastify plugin.' },
    ]),
  },
);
