// The tiers of test files (test-tiers.js): each file of the repository is in exactly one, by its
// place and name, and the jest configurations select what the rule says, matched by jest's own
// glob matcher (jest-util's globsToMatcher, which reads testMatch).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { globsToMatcher } from 'jest-util';
import { CORPUS_TEST_MATCH, isCorpusTestFile, isPureTestFile, isUnitTestFile } from './test-tiers';

const root = path.resolve(__dirname, '../..');

/** Every `*.test.ts` file under `dir`, as an absolute path. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files a configuration's testMatch selects, as jest selects them. */
function selected(testMatch: readonly string[], files: string[]): string[] {
  const matches = globsToMatcher(testMatch.map((glob) => glob.replace('<rootDir>', root)));
  return files.filter((file) => matches(file));
}

const tier = (relative: string): string => {
  const file = path.join(root, relative);
  if (isUnitTestFile(file, root)) return 'unit';
  return isCorpusTestFile(file, root) ? 'corpus' : 'other';
};

test('a file is in its tier by its place and name', () => {
  expect(tier('src/domain/payout-key.test.ts')).toBe('unit');
  expect(tier('src/domain/evaluation/evaluate-large.corpus.test.ts')).toBe('corpus');
  expect(tier('test/catalog/venues/terms/rounding-terms.unit.test.ts')).toBe('unit');
  expect(tier('test/catalog/venues/terms/corpus-labels.corpus.test.ts')).toBe('corpus');
  expect(tier('test/http/admission.test.ts')).toBe('other');
  // Elsewhere than src/ and test/, nothing is a unit or corpus test.
  expect(tier('bench/terms/x.corpus.test.ts')).toBe('other');
  expect(tier('bench/x.unit.test.ts')).toBe('other');
  expect(isPureTestFile(path.join(root, 'test/catalog/x.corpus.test.ts'), root)).toBe(true);
  expect(isPureTestFile(path.join(root, 'test/catalog/x.test.ts'), root)).toBe(false);
});

test('the configurations select each tier as the rule says, and the full run every file once', () => {
  // Required, not imported: the configurations are plain JavaScript jest loads itself.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const full = require('../../jest.config') as { testMatch: string[] };
  const unit = require('../../jest.unit.config') as { testMatch: string[] };
  const corpus = require('../../jest.corpus.config') as { testMatch: string[] };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const files = [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))];
  const unitFiles = selected(unit.testMatch, files);
  const corpusFiles = selected(corpus.testMatch, files);
  expect(corpus.testMatch).toEqual(CORPUS_TEST_MATCH);
  expect(unitFiles).toEqual(files.filter((file) => isUnitTestFile(file, root)));
  expect(corpusFiles).toEqual(files.filter((file) => isCorpusTestFile(file, root)));
  expect(unitFiles.filter((file) => corpusFiles.includes(file))).toEqual([]);
  expect(selected(full.testMatch, files)).toEqual(files);
  expect(corpusFiles.length).toBeGreaterThan(0);
  expect(unitFiles.length).toBeGreaterThan(corpusFiles.length);
});
