// jest's own order (files that failed last time, then the longest by recorded time, else the
// largest), with the files that need no database, the unit and corpus tiers (test-tiers.js),
// moved to the front. The workers' Neo4j databases start in the background while the run begins
// (global-setup.ts), and every other file waits for its worker's database before it runs
// (worker-environment.ts): the pure files need none, so they keep both workers busy during the
// start instead of waiting behind it.
// @jest/test-sequencer is jest's own (a dependency of jest), the class jest's documentation
// extends for a custom order.
const Sequencer = require('@jest/test-sequencer').default;
const { isPureTestFile } = require('./test-tiers');

class UnitFirstSequencer extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    const pure = (test) => isPureTestFile(test.path, test.context.config.rootDir);
    return [...sorted.filter(pure), ...sorted.filter((test) => !pure(test))];
  }
}

module.exports = UnitFirstSequencer;
