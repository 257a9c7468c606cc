// The unit tests: pure code, no Neo4j, no HTTP, no child processes, so they run in seconds
// (`npm run test:unit`). `npm test` runs them with everything else (jest.config.js). No Neo4j is
// started here and NEO4J_URI is not set: a test listed below that needs a database fails, naming
// it, rather than passing for the wrong reason.
const { globalSetup: _setup, globalTeardown: _teardown, ...base } = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  testMatch: [
    // Tests beside their modules are unit tests (docs/architecture.md, "Tests").
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/test/catalog/venues/**/*.test.ts',
    '<rootDir>/test/architecture/import-graph.test.ts',
    '<rootDir>/test/bench/benchmark-report.test.ts',
    '<rootDir>/test/catalog/catalog-format-doc.test.ts',
    '<rootDir>/test/catalog/cross-venue-pairs.test.ts',
    '<rootDir>/test/catalog/demo-catalog.test.ts',
    '<rootDir>/test/catalog/demo-cross-venue.test.ts',
    '<rootDir>/test/cli/progress-reporter.test.ts',
    // The Store contract on the memory store, and the read cache in front of it.
    '<rootDir>/test/contract/memory-market-data.test.ts',
    '<rootDir>/test/contract/memory-store.test.ts',
    '<rootDir>/test/contract/read-cache.test.ts',
    '<rootDir>/test/deploy/node-line-and-compose.test.ts',
    '<rootDir>/test/explorer/explorer-models.test.ts',
    '<rootDir>/test/explorer/explorer-readable-models.test.ts',
    '<rootDir>/test/graphql/limit-defaults.test.ts',
    '<rootDir>/test/graphql/query-cost.test.ts',
    '<rootDir>/test/graphql/scalar-wording.test.ts',
    '<rootDir>/test/graphql/schema-drift.test.ts',
    '<rootDir>/test/app/errors.test.ts',
    '<rootDir>/test/app/key-ids.test.ts',
    '<rootDir>/test/app/metric-buffer.test.ts',
    '<rootDir>/test/app/prefers-html.test.ts',
    '<rootDir>/test/services/combo-scope.test.ts',
    '<rootDir>/test/setup/hook-limits.test.ts',
    '<rootDir>/test/streams/reply-watch.test.ts',
    '<rootDir>/test/sync/live-market-data.test.ts',
    '<rootDir>/test/venues/venue-facts.test.ts',
    '<rootDir>/test/venues/venue-reference.test.ts',
  ],
  // Imports into both stores.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/test/catalog/venues/venue-catalog-import.test.ts',
  ],
  // Two workers keep two cores busy: nothing here waits on I/O.
  maxWorkers: Number(process.env.SETTLEGRAPH_TEST_WORKERS ?? 2),
};
