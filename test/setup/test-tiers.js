// The tiers of test files, told apart by where a file is and what it is called, never by a list
// (docs/architecture.md, "Tests"; docs/decisions.md, "Test suite: a corpus tier apart from the
// unit tier"):
// - unit: pure code on small inputs, quick (`npm run test:unit`, jest.unit.config.js): a test
//   beside its module in src/ (`src/**/x.test.ts`), or a test under test/ named `*.unit.test.ts`;
// - corpus: pure code over a whole corpus, recorded or generated at a venue's scale: the terms
//   corpus and the venues' recorded payloads read whole, the audits of the term readers, the
//   evaluation engine or the matcher on venue-sized sets (`npm run test:corpus`,
//   jest.corpus.config.js): a test named `*.corpus.test.ts`, in src/ or under test/, whatever
//   else its name says;
// - every other test under test/ (`*.test.ts`) may use Neo4j, servers, child processes and dist/.
// `npm test` runs every tier once (jest.config.js); the unit and corpus files, which need no
// database, run first while the workers' Neo4j starts (unit-first-sequencer.js,
// worker-environment.ts).
const path = require('node:path');

const CORPUS_SUFFIX = '.corpus.test.ts';

/** The corpus tier as jest's testMatch globs, relative to the root directory. */
const CORPUS_TEST_MATCH = [`<rootDir>/{src,test}/**/*${CORPUS_SUFFIX}`];

/** The unit tier as jest's testMatch globs (a `!` glob leaves a file out, jest-util's rule). */
const UNIT_TEST_MATCH = [
  '<rootDir>/src/**/*.test.ts',
  '<rootDir>/test/**/*.unit.test.ts',
  `!**/*${CORPUS_SUFFIX}`,
];

/** @param {string} testPath @param {string} rootDir */
function relativeTestPath(testPath, rootDir) {
  return path.relative(rootDir, testPath).split(path.sep).join('/');
}

/**
 * Whether the test file at `testPath` is in the corpus tier.
 * @param {string} testPath
 * @param {string} rootDir
 * @returns {boolean}
 */
function isCorpusTestFile(testPath, rootDir) {
  const relative = relativeTestPath(testPath, rootDir);
  return /^(src|test)\//.test(relative) && relative.endsWith(CORPUS_SUFFIX);
}

/**
 * Whether the test file at `testPath` is in the unit tier.
 * @param {string} testPath
 * @param {string} rootDir
 * @returns {boolean}
 */
function isUnitTestFile(testPath, rootDir) {
  if (isCorpusTestFile(testPath, rootDir)) return false;
  const relative = relativeTestPath(testPath, rootDir);
  if (relative.startsWith('src/')) return relative.endsWith('.test.ts');
  return relative.startsWith('test/') && relative.endsWith('.unit.test.ts');
}

/**
 * Whether the test file at `testPath` needs no database: a unit or a corpus test.
 * @param {string} testPath
 * @param {string} rootDir
 * @returns {boolean}
 */
function isPureTestFile(testPath, rootDir) {
  return isUnitTestFile(testPath, rootDir) || isCorpusTestFile(testPath, rootDir);
}

module.exports = {
  CORPUS_TEST_MATCH,
  UNIT_TEST_MATCH,
  isCorpusTestFile,
  isPureTestFile,
  isUnitTestFile,
};
