// The matcher on the labelled cross-venue pairs of test/fixtures/cross-venue/ (SOURCES.md there):
// recorded Kalshi and Polymarket markets with their true verdicts. No pair labelled other than
// EQUIVALENT may be matched EQUIVALENT (precision 100% on EQUIVALENT), no YES/NO inversion is
// accepted, and the recall of EQUIVALENT and RELATED is printed and may not fall below what
// docs/benchmarks.md records (matching/cross-venue-labelled).
import { readVenuePayloads } from '../../../../src/venues/read-venue-payloads';
import { termsOfPayloads } from '../../../../src/domain/matching/match-markets';
import {
  describeScores,
  isRight,
  matchLabelledPairs,
  recordedVenueFiles,
  score,
} from '../../../support/labelled-pairs';

/** What the matcher reached when last measured (docs/benchmarks.md): correct pairs. */
const MEASURED = { equivalent: 0, related: 49 };

const results = matchLabelledPairs();

test('the labelled set is there', () => {
  expect(results.length).toBeGreaterThanOrEqual(100);
});

test.each(
  results.filter((r) => r.pair.verdict !== 'EQUIVALENT').map((r) => [r.pair.id, r] as const),
)('%s, labelled non-EQUIVALENT, is never matched EQUIVALENT', (_id, { got }) => {
  expect(got.verdict).not.toBe('EQUIVALENT');
});

test('no YES/NO inversion is accepted', () => {
  const inverted = results.filter((r) => !r.pair.yesAligned || r.got.yesAligned === false);
  expect(inverted.filter((r) => r.got.verdict === 'EQUIVALENT').map((r) => r.pair.id)).toEqual([]);
});

test('precision on EQUIVALENT is 100%; recall of EQUIVALENT and RELATED holds', () => {
  const s = score(results);
  process.stdout.write(
    [
      describeScores(s),
      ...results
        .filter((r) => !isRight(r))
        .map(
          (r) =>
            `  ${r.pair.id}: labelled ${r.pair.verdict} ${r.pair.relation ?? ''}, matched ${r.got.verdict} ${r.got.relation ?? ''} (${r.got.reason})`,
        ),
      '',
    ].join('\n'),
  );
  expect(s.falseEquivalent.map((r) => r.pair.id)).toEqual([]);
  expect(s.equivalent.correct).toBe(s.equivalent.proposed);
  expect(s.equivalent.correct).toBeGreaterThanOrEqual(MEASURED.equivalent);
  expect(s.related.correct).toBeGreaterThanOrEqual(MEASURED.related);
});

test('every term of every recorded market quotes the field it came from exactly', () => {
  const sets = readVenuePayloads(recordedVenueFiles());
  const fields = new Map<string, Map<string, string>>();
  for (const set of sets) {
    const events = new Map(set.events.map((e) => [e.eventId, e]));
    for (const m of set.markets) {
      const event = events.get(m.eventId);
      fields.set(
        m.marketId,
        new Map([
          ...m.texts.map((t) => [t.field, t.text] as const),
          ...(event?.texts ?? []).map((t) => [t.field, t.text] as const),
          ['event.settlement_sources', event?.source ?? ''] as const,
          ['event.resolutionSource', event?.source ?? ''] as const,
        ]),
      );
    }
  }
  const terms = termsOfPayloads(sets);
  expect(terms.length).toBeGreaterThan(100);
  let spans = 0;
  for (const t of terms)
    for (const term of [t.quantity, t.source, t.window, t.boundary, t.exceptions, t.yes])
      for (const s of term.spans) {
        expect([
          t.venueMarketId,
          fields.get(t.venueMarketId)?.get(s.field)?.slice(s.start, s.end),
        ]).toEqual([t.venueMarketId, s.text]);
        spans++;
      }
  expect(spans).toBeGreaterThan(100);
});
