// Exposure evaluation (schema/openapi.yaml, POST /evaluations:run; docs/architecture.md, "Evaluation"; docs/architecture.md ("Data model") and docs/decisions.md): per family matrix the payout vector, extrema with tie counts and witnesses, contributions;
// candidates as independent alternatives against one baseline (a hypothetical fill never changes
// it), ranked over the whole domain before the result limit; offsets; the whole book.
import { canonicalDecimal, dec, decCompare, formatDec } from '../arithmetic/decimal';
import { formatScaled, fractionDigits, pow10, toScaled } from '../arithmetic/scaled';
import { formatFamilyVersion } from '../payout-key';
import { BookEngine, minMaxOf } from './book-engine';
import { findOffsets } from './offsets';
import type {
  BookInput,
  BookResult,
  CandidateBookResult,
  CandidateResult,
  EvaluationInput,
  EvaluationResult,
  MinMax,
  OffsetResult,
  RankingBasis,
  WholeBook,
} from './types';
import { runSteps } from '../steps';

export function evaluate(input: EvaluationInput): EvaluationResult {
  return runSteps(evaluationSteps(input));
}

/**
 * The evaluation in steps: it pauses after each book and each candidate, so that a caller on a
 * server can let other work run in between (docs/decisions.md, "Bounded memory"); evaluate runs
 * it through.
 */
export function* evaluationSteps(input: EvaluationInput): Generator<void, EvaluationResult, void> {
  const engines = new Map<string, BookEngine>();
  for (const book of input.books) {
    const trades = input.candidates.flatMap((c) =>
      (c.trades.get(book.key) ?? []).map((t) => t.quantity),
    );
    engines.set(book.key, new BookEngine(book, trades));
    yield;
  }
  const baseline = new Map<string, bigint[]>();
  const books: BookResult[] = [];
  for (const book of input.books) {
    const engine = engines.get(book.key)!;
    const vector = engine.vectorOf(book.holdings);
    baseline.set(book.key, vector);
    if (book.holdings.length === 0) continue;
    const { min, max } = engine.extrema(vector);
    const result: BookResult = {
      familyId: book.familyId,
      scenarioVersion: book.scenarioVersion,
      payoutCurrency: book.payoutCurrency,
      conditioned: book.conditioned,
      positionIds: book.holdings.map((h) => h.holdingId),
      min,
      max,
    };
    if (input.include.payouts) result.payouts = scenarioValues(engine, vector);
    if (input.include.contributions) {
      result.contributions = book.holdings.map((h) => ({
        positionId: h.holdingId,
        payouts: scenarioValues(engine, engine.contribution(h)),
      }));
    }
    books.push(result);
    yield;
  }
  const held = input.books.filter((b) => b.holdings.length > 0);
  const wholeBook = combine(
    held.map((b) => ({ book: b, ...minMaxText(engines.get(b.key)!, baseline.get(b.key)!) })),
    input.independentSets,
  );

  const candidates: CandidateResult[] = [];
  for (const candidate of input.candidates) {
    const touched = input.books.filter(
      (b) => b.holdings.length > 0 || (candidate.trades.get(b.key)?.length ?? 0) > 0,
    );
    const parts: {
      book: BookInput;
      after: MinMax;
      netAfter: MinMax | null;
      result: CandidateBookResult;
    }[] = [];
    for (const book of touched) {
      const engine = engines.get(book.key)!;
      const before = baseline.get(book.key)!;
      const trades = candidate.trades.get(book.key) ?? [];
      const after = trades.length === 0 ? before : addVectors(before, engine.vectorOf(trades));
      const b = minMaxOf(before);
      const a = minMaxOf(after);
      const costText = candidate.costs
        ? canonicalDecimal(candidate.costs.get(book.key) ?? '0')
        : null;
      const net = costText === null ? () => null : netOf(engine, costText);
      const afterText = { min: engine.format(a.min), max: engine.format(a.max) };
      const netAfter = costText === null ? null : { min: net(a.min)!, max: net(a.max)! };
      const result: CandidateBookResult = {
        familyId: book.familyId,
        scenarioVersion: book.scenarioVersion,
        payoutCurrency: book.payoutCurrency,
        before: { min: engine.format(b.min), max: engine.format(b.max) },
        after: afterText,
        delta: { min: engine.format(a.min - b.min), max: engine.format(a.max - b.max) },
        cost: costText,
        netAfter,
      };
      if (input.include.payouts) {
        result.payouts = book.scenarioIds.map((scenarioId, s) => ({
          scenarioId,
          before: engine.format(before[s]!),
          after: engine.format(after[s]!),
          delta: engine.format(after[s]! - before[s]!),
          netAfter: net(after[s]!),
          netDelta: net(after[s]! - before[s]!),
        }));
      }
      parts.push({ book, after: afterText, netAfter, result });
    }
    const wholeBook = combine(
      parts.map((p) => ({ book: p.book, ...p.after })),
      input.independentSets,
    );
    candidates.push({
      candidateId: candidate.candidateId,
      rank: 0,
      books: parts.map((p) => p.result),
      wholeBook,
      netWholeBook: parts.every((p) => p.netAfter !== null)
        ? afterCost(
            combine(
              parts.map((p) => ({ book: p.book, ...p.netAfter! })),
              input.independentSets,
            ),
          )
        : {
            status: 'UNAVAILABLE',
            min: null,
            max: null,
            explanation:
              'The candidate is not priced: a trade has no price (give one, or a pricing mode) or its market data, depth or fee is missing (see its cost and the warnings).',
          },
    });
    yield;
  }
  const ranked = rank(candidates, input.rankingBasis ?? 'PAYOUT');
  const limited = input.resultLimit === undefined ? ranked : ranked.slice(0, input.resultLimit);

  const offsets: OffsetResult[] = [];
  for (const book of held) {
    offsets.push(...findOffsets(engines.get(book.key)!));
    yield;
  }
  return { books, wholeBook, candidates: limited, offsets };
}

function scenarioValues(engine: BookEngine, vector: readonly bigint[]) {
  return engine.book.scenarioIds.map((scenarioId, s) => ({
    scenarioId,
    value: engine.format(vector[s]!),
  }));
}

function minMaxText(engine: BookEngine, vector: readonly bigint[]): MinMax {
  const { min, max } = minMaxOf(vector);
  return { min: engine.format(min), max: engine.format(max) };
}

function addVectors(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  return a.map((v, s) => v + b[s]!);
}

/**
 * The whole book (rule 7): EXACT for one book or for books over disjoint families that one
 * catalog joint scope declares INDEPENDENT (the product space: extrema add up); BOUND otherwise
 * (a sum of local extrema that need not occur together); UNAVAILABLE when payout currencies
 * differ. Books without a known currency (analytical outcomes without listings) do not decide it.
 */
export function combine(
  parts: readonly ({ book: BookInput } & MinMax)[],
  independentSets: readonly (readonly string[])[],
): WholeBook {
  const conditioned = parts.some((p) => p.book.conditioned);
  const note = conditioned
    ? ' Conditioned on the scenario filters: these are extrema over the kept scenarios, not full-family extrema.'
    : '';
  if (parts.length === 0) {
    return {
      status: 'EXACT',
      min: '0',
      max: '0',
      explanation: 'No supported holdings: the book pays 0 in every scenario.',
    };
  }
  const currencies = [
    ...new Set(
      parts.flatMap((p) => (p.book.payoutCurrency === null ? [] : [p.book.payoutCurrency])),
    ),
  ].sort();
  if (currencies.length > 1) {
    return {
      status: 'UNAVAILABLE',
      min: null,
      max: null,
      explanation: `Payout currencies differ (${currencies.join(', ')}): the books cannot be added. Each book's extrema stand on their own.`,
    };
  }
  const min = formatDec(parts.reduce((t, p) => t.plus(p.min), dec(0)));
  const max = formatDec(parts.reduce((t, p) => t.plus(p.max), dec(0)));
  const names = parts.map((p) =>
    formatFamilyVersion({ familyId: p.book.familyId, version: p.book.scenarioVersion }),
  );
  if (parts.length === 1) {
    return {
      status: 'EXACT',
      min,
      max,
      explanation: `One family matrix (${names[0]}): its extrema are the whole book's.${note}`,
    };
  }
  const families = parts.flatMap((p) => p.book.memberFamilyIds);
  const disjoint = new Set(families).size === families.length;
  const declared = independentSets.some((set) => families.every((f) => set.includes(f)));
  if (disjoint && declared) {
    return {
      status: 'EXACT',
      min,
      max,
      explanation: `Families declared INDEPENDENT by a joint scope (${[...families].sort().join(', ')}): every combination of their scenarios occurs in the product space, so the sums of the books' extrema are exact.${note}`,
    };
  }
  return {
    status: 'BOUND',
    min,
    max,
    explanation: `Books ${names.join(', ')} ${disjoint ? 'range over families no joint scope declares INDEPENDENT' : 'share a family'}: the sums of their local extrema need not occur together, so min is a lower bound and max an upper bound.${note}`,
  };
}

/**
 * value − cost as text, in exact scaled integers at the finer of the book's and the cost's
 * digits: one BigInt subtraction per scenario, no decimal.js in the loop.
 */
function netOf(engine: BookEngine, cost: string): (value: bigint) => string {
  const digits = Math.max(engine.digits, fractionDigits(cost));
  const scale = pow10(digits - engine.digits);
  const scaledCost = toScaled(cost, digits);
  return (value) => formatScaled(value * scale - scaledCost, digits);
}

/** The whole book net of a candidate's cost: its explanation says so. */
function afterCost(book: WholeBook): WholeBook {
  return book.min === null
    ? book
    : { ...book, explanation: `After the candidate's cost. ${book.explanation}` };
}

/**
 * docs/decisions.md ("Evaluation: candidates net of their cost"): rank 1 is the best. On
 * NET_AFTER_COST, priced candidates come first, by highest worst case of the whole book after the
 * candidate net of its cost, then highest best case net, then candidate_id; candidates that could
 * not be priced follow, ranked as on PAYOUT. On PAYOUT: highest worst case after, then highest
 * best case after, then candidate_id. A candidate whose whole book is UNAVAILABLE ranks after the
 * others (by candidate_id).
 */
function rank(candidates: CandidateResult[], basis: RankingBasis): CandidateResult[] {
  const byId = (a: CandidateResult, b: CandidateResult) =>
    a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0;
  const byBook = (a: WholeBook, b: WholeBook): number => {
    const ua = a.min === null;
    const ub = b.min === null;
    if (ua !== ub) return ua ? 1 : -1;
    if (ua) return 0;
    return decCompare(b.min!, a.min!) || decCompare(b.max!, a.max!);
  };
  const sorted = [...candidates].sort((a, b) => {
    if (basis === 'NET_AFTER_COST') {
      const byNet = byBook(a.netWholeBook, b.netWholeBook);
      if (byNet !== 0) return byNet;
    }
    return byBook(a.wholeBook, b.wholeBook) || byId(a, b);
  });
  return sorted.map((c, i) => ({ ...c, rank: i + 1 }));
}
