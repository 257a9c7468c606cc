// The labelled cross-venue pairs of test/fixtures/cross-venue/ (SOURCES.md there) run through the
// matcher, and its precision and recall against the labels: shared by the test that holds them
// (test/catalog/venues/terms/labelled-pairs.corpus.test.ts) and the benchmark that records them in
// docs/benchmarks.md (bench/matching.bench.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VenueFiles } from '../../src/venues/common/payload-file';
import { readVenuePayloads } from '../../src/venues/read-venue-payloads';
import { compareTerms, type Comparison } from '../../src/domain/matching/compare-terms';
import { verdictOfFilter } from '../../src/domain/matching/comparison';
import { termsOfPayloads } from '../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import type { Venue } from '../../src/venues/common/venue-model';

/** Beside this file in the sources; from the compiled benchmarks (dist/), under the working directory. */
const BESIDE = join(__dirname, '..', 'fixtures', 'cross-venue');
export const CROSS_VENUE = existsSync(BESIDE)
  ? BESIDE
  : join(process.cwd(), 'test', 'fixtures', 'cross-venue');

export interface LabelledPair {
  id: string;
  kalshi: { file: string; ticker: string };
  polymarket: { file: string; id: string };
  verdict: 'EQUIVALENT' | 'RELATED' | 'DIFFERENT' | 'UNKNOWN';
  relation: string | null;
  yesAligned: boolean;
  reason: string;
}

export interface MatchedPair {
  pair: LabelledPair;
  got: Comparison;
}

export function labelledPairs(): LabelledPair[] {
  return (
    JSON.parse(readFileSync(join(CROSS_VENUE, 'pairs.json'), 'utf8')) as { pairs: LabelledPair[] }
  ).pairs;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One recorded market in its venue's own response shape, with its event: a Kalshi event as
 * `GET /events` returns it (`{events, cursor}`), a Gamma event as `GET /events` (an array), a
 * Gamma market that names its event as `GET /markets` (an array). The objects are the recorded
 * ones, unchanged; only the other markets of their event are left out.
 */
function payloadOf(root: unknown, venue: Venue, file: string, id: string): unknown {
  const key = venue === 'kalshi' ? 'ticker' : 'id';
  const list: unknown[] = Array.isArray(root)
    ? root
    : isObj(root) && Array.isArray(root.markets)
      ? root.markets
      : [];
  for (const item of list) {
    if (!isObj(item)) continue;
    if (Array.isArray(item.markets)) {
      const market: unknown = item.markets.find((m) => isObj(m) && m[key] === id);
      if (market === undefined) continue;
      const event = { ...item, markets: [market] };
      return venue === 'kalshi' ? { events: [event], cursor: '' } : [event];
    }
    if (item[key] === id) return [item];
  }
  throw new Error(`${file}: no ${venue} market ${id}`);
}

/**
 * Every recorded file of the set in its venue's response shape: the Kalshi events as
 * `GET /events` (`{events, cursor}`), Gamma events or markets as the arrays Gamma returns; only the
 * files (`venue/name.json`) `include` accepts.
 */
export function recordedVenueFiles(include: (file: string) => boolean = () => true): VenueFiles[] {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(CROSS_VENUE, file), 'utf8'));
  const files = (venue: Venue): string[] =>
    readdirSync(join(CROSS_VENUE, venue))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `${venue}/${f}`)
      .filter(include);
  return [
    {
      venue: 'kalshi',
      files: files('kalshi').map((file) => ({
        file,
        text: JSON.stringify({ events: read(file), cursor: '' }),
      })),
    },
    {
      venue: 'polymarket',
      files: files('polymarket').map((file) => {
        const root = read(file);
        return { file, text: JSON.stringify(isObj(root) ? root.markets : root) };
      }),
    },
  ];
}

/** Each labelled pair with the matcher's comparison of its two markets. */
export function matchLabelledPairs(
  pairs: readonly LabelledPair[] = labelledPairs(),
): MatchedPair[] {
  const files = new Map<string, unknown>();
  const json = (file: string): unknown => {
    if (!files.has(file))
      files.set(file, JSON.parse(readFileSync(join(CROSS_VENUE, file), 'utf8')));
    return files.get(file);
  };
  const termsOf = (venue: Venue, file: string, id: string): SettlementTerms => {
    const text = JSON.stringify(payloadOf(json(file), venue, file, id));
    const sets = readVenuePayloads([{ venue, files: [{ file, text }] }]);
    const terms = termsOfPayloads(sets).find((t) => t.venueMarketId === id);
    if (!terms) throw new Error(`${file}: market ${id} was not read`);
    return terms;
  };
  return pairs.map((pair) => ({
    pair,
    got: compareTerms(
      termsOf('kalshi', pair.kalshi.file, pair.kalshi.ticker),
      termsOf('polymarket', pair.polymarket.file, pair.polymarket.id),
    ),
  }));
}

/** A match is right when the verdict is, and for RELATED the relation too. */
export function isRight(r: MatchedPair): boolean {
  return (
    // A label's UNKNOWN is the matcher's CANDIDATE (docs/decisions.md, "UNKNOWN is CANDIDATE").
    r.got.verdict === verdictOfFilter(r.pair.verdict) &&
    (r.pair.verdict !== 'RELATED' || r.got.relation === r.pair.relation)
  );
}

export interface Score {
  labelled: number;
  proposed: number;
  correct: number;
}

export interface Scores {
  pairs: number;
  equivalent: Score;
  related: Score;
  /** Pairs the matcher called EQUIVALENT whose label is not, or whose YES sides are inverted. */
  falseEquivalent: MatchedPair[];
  verdicts: Record<Comparison['verdict'], number>;
}

export function score(results: readonly MatchedPair[]): Scores {
  const count = (f: (r: MatchedPair) => boolean) => results.filter(f).length;
  const of = (verdict: 'EQUIVALENT' | 'RELATED'): Score => ({
    labelled: count((r) => r.pair.verdict === verdict),
    proposed: count((r) => r.got.verdict === verdict),
    correct: count((r) => r.pair.verdict === verdict && isRight(r)),
  });
  return {
    pairs: results.length,
    equivalent: of('EQUIVALENT'),
    related: of('RELATED'),
    falseEquivalent: results.filter(
      (r) =>
        r.got.verdict === 'EQUIVALENT' && (r.pair.verdict !== 'EQUIVALENT' || !r.pair.yesAligned),
    ),
    verdicts: {
      EQUIVALENT: count((r) => r.got.verdict === 'EQUIVALENT'),
      RELATED: count((r) => r.got.verdict === 'RELATED'),
      DIFFERENT: count((r) => r.got.verdict === 'DIFFERENT'),
      CANDIDATE: count((r) => r.got.verdict === 'CANDIDATE'),
    },
  };
}

function pct(a: number, b: number): string {
  return b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`;
}

/** One line of precision and recall for each verdict measured, as printed and recorded. */
export function describeScores(s: Scores): string {
  const line = (name: string, x: Score) =>
    `${name} precision ${pct(x.correct, x.proposed)} (${x.correct}/${x.proposed}), recall ${pct(x.correct, x.labelled)} (${x.correct}/${x.labelled})`;
  return [
    `${s.pairs} labelled pairs (EQUIVALENT ${s.equivalent.labelled}, RELATED ${s.related.labelled})`,
    line('EQUIVALENT', s.equivalent),
    line('RELATED (verdict and relation)', s.related),
    `matcher verdicts: ${Object.entries(s.verdicts)
      .map(([v, n]) => `${v} ${n}`)
      .join(', ')}`,
  ].join('; ');
}
