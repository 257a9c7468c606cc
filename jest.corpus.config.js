// The corpus tier: pure code over a whole corpus, recorded or generated at a venue's scale (the
// terms corpus and the venues' recorded payloads read whole, the term readers' audits, the
// evaluation engine and the matcher on venue-sized sets), with no Neo4j, no HTTP and no child
// processes, like the unit tier, but larger: about 80 s of CPU in 13 files, against the unit
// tier's minute in 193 (`npm run test:corpus`). A test is in it by its name, `*.corpus.test.ts`,
// in src/ or under test/ (test/setup/test-tiers.js); `npm test` runs it with everything else
// (jest.config.js).
const unit = require('./jest.unit.config');
const { CORPUS_TEST_MATCH } = require('./test/setup/test-tiers');

/** @type {import('jest').Config} */
module.exports = { ...unit, testMatch: [...CORPUS_TEST_MATCH] };
