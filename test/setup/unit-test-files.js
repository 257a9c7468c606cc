// Which test files are unit tests: pure code, no Neo4j, no HTTP, no child processes. The rule goes
// by where a file is and what it is called, never by a list (docs/architecture.md, "Tests"):
// - a test beside its module in src/ (`src/**/x.test.ts`);
// - a test under test/ whose name ends in `.unit.test.ts`.
// `npm run test:unit` runs exactly these (jest.unit.config.js); in `npm test` they run first and
// without waiting for the workers' Neo4j, which starts meanwhile (unit-first-sequencer.js,
// worker-environment.ts).
const path = require('node:path');

/** The rule as jest's testMatch globs, relative to the root directory. */
const UNIT_TEST_MATCH = ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.unit.test.ts'];

/**
 * Whether the test file at `testPath` is a unit test by that rule.
 * @param {string} testPath
 * @param {string} rootDir
 * @returns {boolean}
 */
function isUnitTestFile(testPath, rootDir) {
  const relative = path.relative(rootDir, testPath).split(path.sep).join('/');
  if (relative.startsWith('src/')) return relative.endsWith('.test.ts');
  return relative.startsWith('test/') && relative.endsWith('.unit.test.ts');
}

module.exports = { UNIT_TEST_MATCH, isUnitTestFile };
