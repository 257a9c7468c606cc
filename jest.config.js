/** @type {import('jest').Config} */
module.exports = {
  // Node's, pointing each worker at its own Neo4j once it answers (test/setup/worker-environment.ts).
  testEnvironment: '<rootDir>/test/setup/worker-environment.ts',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Every test, each tier once (test/setup/test-tiers.js). The workers' Neo4j databases start in
  // the background; the unit and corpus tests, which need none, run first meanwhile
  // (test/setup/unit-first-sequencer.js).
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testSequencer: '<rootDir>/test/setup/unit-first-sequencer.js',
  setupFiles: ['reflect-metadata'],
  // Hooks wait for readiness (a server, a store, a Neo4j) within a generous outer limit, not the
  // 60 s of a test (test/setup/hook-limits.ts).
  setupFilesAfterEnv: ['<rootDir>/test/setup/hook-limits.ts'],
  testTimeout: 60000,
  // Test files empty their Neo4j database per test, so no two may run on one database at once.
  // The global setup starts an embedded Neo4j per worker; a Neo4j at NEO4J_URI is one database,
  // so it gets one worker. SETTLEGRAPH_TEST_WORKERS sets the count (two by default: most test
  // files wait on Neo4j, so two keep two cores busy).
  maxWorkers: process.env.NEO4J_URI ? 1 : Number(process.env.SETTLEGRAPH_TEST_WORKERS ?? 2),
};
