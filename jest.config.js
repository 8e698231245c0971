// One Jest run for every package. Node packages run in node; front-end packages in jsdom.
const os = require('node:os');
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
// ESM-only dependencies that swc must transform for Jest's CommonJS runtime.
const esmOnly = ['jose', 'content-disposition', 'cookie', '@electric-sql', 'nanoid', 'sanitize-html', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: {
    '^@electric-sql/pglite$': '<rootDir>/node_modules/@electric-sql/pglite/dist/index.js',
    '\\.(css|less)$': '<rootDir>/test-setup/style-mock.js',
    // shared-ui reaches a few antd internals by their ES path (to keep the visitor's bundle
    // small); under Jest they resolve to the CommonJS build, the same copy \`antd\` loads.
    '^antd/es/(.*)$': '<rootDir>/node_modules/antd/lib/$1',
  },
};

module.exports = {
  // More workers than cores: the server tests spend much of their time waiting on a database
  // (PGlite's start, PostgreSQL). Jest's default (cores - 1) is one worker on a 2-core machine;
  // three ran the seller and buyer API tests in 41 s instead of 84 s there. `npm test` runs the
  // CPU-bound front-end tests apart, one worker a core (scripts/test-all.mjs).
  maxWorkers: Math.max(3, os.cpus().length - 1),
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared-contracts', '<rootDir>/server', '<rootDir>/build-tools'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['<rootDir>/test-setup/node.js'],
    },
    {
      ...common,
      displayName: 'web',
      // jsdom plus Node's fetch API (fetchBaseQuery needs Request/Response/Headers).
      testEnvironment: '<rootDir>/test-setup/jsdom-with-fetch-environment.js',
      roots: ['<rootDir>/shared-auth', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/remote-public', '<rootDir>/remote-buyer', '<rootDir>/remote-seller', '<rootDir>/remote-admin'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test-setup/jsdom.js'],
    },
  ],
};
