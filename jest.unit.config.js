// The unit tier: pure code on small inputs, no Neo4j, no HTTP, no child processes: about a
// minute of CPU, half a minute on two cores (`npm run test:unit`; docs/benchmarks.md, "Test
// suite: the unit tier and the corpus tier, file by file"). `npm test` runs it with everything
// else (jest.config.js). Which tests are unit tests goes by where they are and what they are
// called, never by a list (test/setup/test-tiers.js):
// - a test beside its module in src/ (`src/**/x.test.ts`);
// - a test under test/ whose name ends in `.unit.test.ts`;
// - but never one named `*.corpus.test.ts`: a pure test over a whole corpus or at a venue's scale
//   is the corpus tier's (jest.corpus.config.js, `npm run test:corpus`).
// No Neo4j is started here and NEO4J_URI is not set: a test named as a unit test that needs a
// database fails, naming it, rather than passing for the wrong reason (docs/architecture.md,
// "Tests").
const { globalSetup: _setup, globalTeardown: _teardown, ...base } = require('./jest.config');
const { UNIT_TEST_MATCH } = require('./test/setup/test-tiers');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  testMatch: [...UNIT_TEST_MATCH],
  // Two workers keep two cores busy: nothing here waits on I/O.
  maxWorkers: Number(process.env.SETTLEGRAPH_TEST_WORKERS ?? 2),
};
