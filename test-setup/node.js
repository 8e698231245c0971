process.env.TZ = process.env.TZ || 'UTC';
// A guard against a hung test, not a speed check: one limit for every Node test (a PGlite start, a
// webpack build or a worker thread's first PDF stamp takes seconds on a busy 2-core machine).
// Set here for every file alike: `npm test` runs several test files in one (scripts/test-groups.mjs).
jest.setTimeout(120_000);
