// The matcher on the labelled cross-venue pairs of test/fixtures/cross-venue/ (SOURCES.md there):
// recorded Kalshi and Polymarket markets with their true verdicts. No pair labelled other than
// EQUIVALENT may be matched EQUIVALENT (precision 100% on EQUIVALENT, so no YES/NO inversion is
// accepted either); the recall of EQUIVALENT and RELATED is printed and may not fall below what
// docs/benchmarks.md records.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVenuePayloads } from '../../../../src/catalog/venues/adapt-venues';
import { compareTerms, type Comparison } from '../../../../src/catalog/venues/terms/compare-terms';
import { termsOfPayloads } from '../../../../src/catalog/venues/terms/match-markets';
import type { SettlementTerms } from '../../../../src/catalog/venues/terms/settlement-terms';
import type { Venue } from '../../../../src/catalog/venues/venue-model';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'cross-venue');

interface LabelledPair {
  id: string;
  kalshi: { file: string; ticker: string };
  polymarket: { file: string; id: string };
  verdict: 'EQUIVALENT' | 'RELATED' | 'DIFFERENT' | 'UNKNOWN';
  relation: string | null;
  yesAligned: boolean;
  reason: string;
}

const pairs = (
  JSON.parse(readFileSync(join(DIR, 'pairs.json'), 'utf8')) as { pairs: LabelledPair[] }
).pairs;

/** Recall floors measured 2026-11-24 (docs/benchmarks.md, "Cross-venue matching"). */
const FLOOR = { related: 49, equivalent: 0 };

const files = new Map<string, unknown>();
function json(file: string): unknown {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(join(DIR, file), 'utf8')));
  return files.get(file);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One recorded market in the venue's own response shape, with its event: a Kalshi event of the
 * file as `GET /events` returns it (`{events, cursor}`), a Gamma event as `GET /events` (an
 * array), a Gamma market that names its event as `GET /markets` (an array).
 */
function payloadOf(venue: Venue, file: string, id: string): unknown {
  const root = json(file);
  const key = venue === 'kalshi' ? 'ticker' : 'id';
  const list: unknown[] = Array.isArray(root)
    ? root
    : isObj(root) && Array.isArray(root.markets)
      ? root.markets
      : [];
  for (const item of list) {
    if (!isObj(item)) continue;
    if (Array.isArray(item.markets)) {
      const market = item.markets.find((m) => isObj(m) && m[key] === id);
      if (market === undefined) continue;
      const event = { ...item, markets: [market] };
      return venue === 'kalshi' ? { events: [event], cursor: '' } : [event];
    }
    if (item[key] === id) return [item];
  }
  throw new Error(`${file}: no ${venue} market ${id}`);
}

function termsOf(venue: Venue, file: string, id: string): SettlementTerms {
  const text = JSON.stringify(payloadOf(venue, file, id));
  const [set] = readVenuePayloads([{ venue, files: [{ file, text }] }]);
  const terms = termsOfPayloads(set ? [set] : []).find((t) => t.marketId === id);
  if (!terms) throw new Error(`${file}: market ${id} was not read`);
  return terms;
}

const results: { pair: LabelledPair; got: Comparison }[] = pairs.map((pair) => ({
  pair,
  got: compareTerms(
    termsOf('kalshi', pair.kalshi.file, pair.kalshi.ticker),
    termsOf('polymarket', pair.polymarket.file, pair.polymarket.id),
  ),
}));

test('the labelled set is there', () => {
  expect(pairs.length).toBeGreaterThanOrEqual(100);
});

test.each(
  results.filter((r) => r.pair.verdict !== 'EQUIVALENT').map((r) => [r.pair.id, r] as const),
)('%s, labelled non-EQUIVALENT, is never matched EQUIVALENT', (_id, { got }) => {
  expect(got.verdict).not.toBe('EQUIVALENT');
});

test('no YES/NO inversion is accepted', () => {
  for (const { pair, got } of results)
    if (!pair.yesAligned) expect([pair.id, got.verdict]).not.toEqual([pair.id, 'EQUIVALENT']);
  expect(
    results.filter((r) => r.got.yesAligned === false && r.got.verdict === 'EQUIVALENT'),
  ).toEqual([]);
});

test('precision and recall of EQUIVALENT and RELATED', () => {
  const count = (f: (r: (typeof results)[number]) => boolean) => results.filter(f).length;
  const hit = (r: (typeof results)[number]) =>
    r.got.verdict === r.pair.verdict &&
    (r.pair.verdict !== 'RELATED' || r.got.relation === r.pair.relation);
  const measure = (verdict: 'EQUIVALENT' | 'RELATED') => ({
    labelled: count((r) => r.pair.verdict === verdict),
    proposed: count((r) => r.got.verdict === verdict),
    correct: count((r) => r.pair.verdict === verdict && hit(r)),
  });
  const eq = measure('EQUIVALENT');
  const rel = measure('RELATED');
  const byVerdict = (['EQUIVALENT', 'RELATED', 'DIFFERENT', 'UNKNOWN'] as const).map(
    (v) => `${v} ${count((r) => r.got.verdict === v)}`,
  );
  const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
  process.stdout.write(
    [
      `cross-venue labelled pairs: ${results.length}; matcher verdicts: ${byVerdict.join(', ')}`,
      `EQUIVALENT: precision ${pct(eq.correct, eq.proposed)} (${eq.correct}/${eq.proposed}), recall ${pct(eq.correct, eq.labelled)} (${eq.correct}/${eq.labelled})`,
      `RELATED (verdict and relation): precision ${pct(rel.correct, rel.proposed)} (${rel.correct}/${rel.proposed}), recall ${pct(rel.correct, rel.labelled)} (${rel.correct}/${rel.labelled})`,
      ...results
        .filter((r) => !hit(r))
        .map(
          (r) =>
            `  ${r.pair.id}: labelled ${r.pair.verdict} ${r.pair.relation ?? ''}, matched ${r.got.verdict} ${r.got.relation ?? ''} (${r.got.reason})`,
        ),
      '',
    ].join('\n'),
  );
  expect(eq.correct).toBe(eq.proposed);
  expect(eq.correct).toBeGreaterThanOrEqual(FLOOR.equivalent);
  expect(rel.correct).toBeGreaterThanOrEqual(FLOOR.related);
});
