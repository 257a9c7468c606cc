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
    'answer where a term is not stated completely. Pairs by subject and label (matcher agreeing): ' +
    'World Cup 2026 and Iran (2026-03-01 recordings) 103, RELATED 49 (49), DIFFERENT 53 and ' +
    'UNKNOWN 1 (0: all UNKNOWN); Fed chair 2, DIFFERENT (0, UNKNOWN); Fed decision Oct 2026 20, ' +
    "RELATED 16 (IMPLICATION 5, EXCLUSIVE 11) and DIFFERENT 4 (0: Kalshi's rules name no bound of " +
    'the target range, UNKNOWN); BTC at midnight ET Oct 6, 2026 6, DIFFERENT (6, on the source); ' +
    'NYC high temperature Oct 6, 2026 6, DIFFERENT (6, on the quantity: station KNYC against KLGA, ' +
    'since the temperature reader of 2026-11-28; UNKNOWN before); NFL Oct 2026 3: the Tampa Bay ' +
    "at Dallas winner 2, DIFFERENT (2: the postponement rule, Kalshi's fair price after 48 hours " +
    "against Polymarket waiting for the game; and for Dallas against Polymarket's first outcome " +
    '"Buccaneers", the YES/NO inversion), the Baltimore at Atlanta total over 43.5 1, DIFFERENT ' +
    '(1, on the exceptions: Polymarket pays half on a cancelled game, Kalshi states no case; ' +
    'UNKNOWN before the point-total reader of 2026-11-28). US elections 2026 (census of 2026-10-06) 5: Senate control, House ' +
    'control and the Texas Senate race, Democratic side, 3, DIFFERENT (3, on the quantity: ' +
    'control by the presiding officer on Feb 1, 2027 or media calls on Kalshi against the seat ' +
    "majority under Polymarket's attribution rules, a Democrat sworn in against the Democratic " +
    'nominee called the winner), and the two chambers crossed 2, DIFFERENT (2, on the quantity; ' +
    'both UNKNOWN before the election reader of 2026-11-28). No pair is labelled EQUIVALENT (SOURCES.md there, Labels): the NFL pairs and the ' +
    'election pairs, the candidates both venues list on otherwise the same terms, differ in their ' +
    'exceptional settlements, so EQUIVALENT recall is not measured. The RELATED recall is 75.4% ' +
    '(49/65) because the 16 Fed pairs of Oct 2026 are UNKNOWN to the matcher.',
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
