// Cross-venue matching on the labelled pairs of test/fixtures/cross-venue/ (docs/decisions.md,
// "Settlement terms"): the value is the recall of RELATED (verdict and relation), the note gives
// precision and recall of EQUIVALENT and RELATED and the time to read and compare the pairs. The
// target is the one the test holds: no pair EQUIVALENT that the labels call otherwise.
import { performance } from 'node:perf_hooks';
import {
  describeScores,
  matchLabelledPairs,
  score,
  type Scores,
} from '../test/support/labelled-pairs';
import type { Benchmark } from './harness';

export const matchingBenchmark: Benchmark = {
  name: 'matching/cross-venue-labelled',
  description:
    'Settlement terms of both markets of every labelled cross-venue pair read from the recorded ' +
    'payloads and compared term by term (matchLabelledPairs: read, extract, compare).',
  runs: 3,
  unit: '% recall',
  notes:
    'Labels: test/fixtures/cross-venue/pairs.json (recorded Kalshi and Polymarket markets, ' +
    'SOURCES.md there). A RELATED pair counts as found when verdict and relation both match. ' +
    'Precision on EQUIVALENT must be 100% (a wrong EQUIVALENT merges two markets); UNKNOWN is the ' +
    'answer where a term is not stated completely.',
  prepare() {
    let scores: Scores | undefined;
    let millis = 0;
    return {
      run: () => {
        const start = performance.now();
        scores = score(matchLabelledPairs());
        millis = performance.now() - start;
        const { correct, labelled } = scores.related;
        return labelled === 0 ? 0 : (100 * correct) / labelled;
      },
      note: () => (scores ? `${describeScores(scores)}; ${millis.toFixed(0)} ms a run` : ''),
      verdict: () => ({
        target: 'EQUIVALENT precision 100%, no inversion accepted',
        met:
          scores !== undefined &&
          scores.falseEquivalent.length === 0 &&
          scores.equivalent.correct === scores.equivalent.proposed,
      }),
    };
  },
};
