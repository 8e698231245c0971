// The Node project of jest.config.js over the grouped test files that `npm test` writes
// (scripts/test-groups.mjs): each holds several test files of one part of the tree in one module registry.
const base = require('./jest.config.js');

const node = base.projects.find((project) => project.displayName === 'node');

module.exports = {
  maxWorkers: base.maxWorkers,
  projects: [{ ...node, roots: ['<rootDir>/.test-results/test-groups'], testMatch: ['**/*.test.js'] }],
};
