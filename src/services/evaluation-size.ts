// What an evaluation will cost, known before its matrices are computed (docs/decisions.md,
// "Bounded memory"): the least size of its response, so that a request whose answer would pass
// SETTLEGRAPH_RESPONSE_LIMIT_BYTES is refused before the work, and the payout cells it computes.
// The size counts the JSON of each part's smallest form (GraphQL's camelCase names, shorter than
// REST's, every decimal one digit, no witness), so it is a lower bound of the body on either API.
import { msg, ServiceError } from '../domain/errors';
import type { BookInput, CandidateInput } from '../domain/evaluation/types';

/** The JSON length of a value: of a list's element without the comma between two. */
const json = (value: unknown) => JSON.stringify(value).length;

const SCENARIO_VALUE = json({ scenarioId: '', value: '0' });
const CANDIDATE_SCENARIO_VALUE = json({ scenarioId: '', before: '0', after: '0', delta: '0' });
const TEXT = json('');
const ASSIGNMENT = json({ positionId: '', familyId: null });
const CONTRIBUTION = json({ positionId: '', payouts: [] });
const bookOf = (extra: object) => ({
  familyId: '',
  scenarioVersion: '',
  payoutCurrency: null,
  conditioned: false,
  positionIds: [],
  ...extra,
});
const BOOK = json(bookOf({}));
const EXTREMUM = { value: '0', tieCount: 1, witnesses: [] };
const EXTREMA = json(bookOf({ min: EXTREMUM, max: EXTREMUM })) - BOOK;
const SCENARIO_DOMAIN = json({ familyId: '', scenarioVersion: '', scenarioIds: [] });
const CANDIDATE = json({
  candidateId: '',
  rank: 1,
  books: [],
  wholeBook: { status: 'EXACT', min: null, max: null, explanation: '' },
});
const MIN_MAX = { min: '0', max: '0' };
const CANDIDATE_BOOK = json({
  familyId: '',
  scenarioVersion: '',
  payoutCurrency: null,
  before: MIN_MAX,
  after: MIN_MAX,
  delta: MIN_MAX,
});
const WARNING = json({ code: '', message: '', positionId: null });
const VALUATION_ITEM = json({ positionId: '', listingId: null, value: null, warning: null });

export interface EvaluationShape {
  positionIds: readonly string[];
  books: readonly BookInput[];
  candidates: readonly CandidateInput[];
  include: { summary: boolean; payouts: boolean; contributions: boolean; scenarios: boolean };
  /** Whether positions are priced (a pricing mode other than NONE): one valuation item each. */
  priced: boolean;
  resultLimit?: number | undefined;
  /** Warnings already known (unsupported outcomes): their messages. */
  warnings: readonly string[];
}

/** The least bytes of the response's JSON: counting stops once past `limit`. */
export function evaluationBytesAtLeast(shape: EvaluationShape, limit: number): number {
  const scenarioIds = new Map<string, number>();
  const idBytes = (book: BookInput) => {
    let bytes = scenarioIds.get(book.key);
    if (bytes === undefined) {
      bytes = 0;
      for (const id of book.scenarioIds) bytes += id.length;
      scenarioIds.set(book.key, bytes);
    }
    return bytes;
  };
  const payoutVector = (book: BookInput, each: number) =>
    book.scenarioIds.length * each + idBytes(book);

  let total = 0;
  for (const id of shape.positionIds)
    total += ASSIGNMENT + id.length + (shape.priced ? VALUATION_ITEM + id.length : 0);
  for (const message of shape.warnings) total += WARNING + message.length;
  const held = shape.books.filter((b) => b.holdings.length > 0);
  for (const book of held) {
    total += BOOK + book.familyId.length + book.scenarioVersion.length;
    if (shape.include.summary) total += EXTREMA;
    if (shape.include.payouts) total += payoutVector(book, SCENARIO_VALUE);
    for (const holding of book.holdings) {
      total += TEXT + holding.holdingId.length;
      if (shape.include.contributions)
        total += CONTRIBUTION + holding.holdingId.length + payoutVector(book, SCENARIO_VALUE);
    }
    if (total > limit) return total;
  }
  if (shape.include.scenarios) {
    for (const book of shape.books) {
      const traded = shape.candidates.some((c) => c.trades.has(book.key));
      if (book.holdings.length > 0 || traded)
        total +=
          SCENARIO_DOMAIN +
          book.familyId.length +
          book.scenarioVersion.length +
          book.scenarioIds.length * TEXT +
          idBytes(book);
    }
  }
  const candidates = shape.candidates.map((candidate) => {
    let bytes = CANDIDATE + candidate.candidateId.length;
    for (const book of shape.books) {
      if (book.holdings.length === 0 && !candidate.trades.has(book.key)) continue;
      bytes += CANDIDATE_BOOK + book.familyId.length + book.scenarioVersion.length;
      if (shape.include.payouts) bytes += payoutVector(book, CANDIDATE_SCENARIO_VALUE);
    }
    return bytes;
  });
  // Only the best resultLimit candidates are returned: count the smallest that many.
  const returned =
    shape.resultLimit !== undefined && shape.resultLimit < candidates.length
      ? candidates.sort((a, b) => a - b).slice(0, shape.resultLimit)
      : candidates;
  for (const bytes of returned) total += bytes;
  return total;
}

/**
 * The payout cells an evaluation computes: each book's outcomes × its scenarios (the matrix), and
 * for each candidate the scenarios of every book it touches (its books with holdings and those it
 * trades in). The work of a request grows with it, whatever the response holds (a resultLimit
 * keeps few candidates but ranks them all).
 */
export function evaluationCells(
  books: readonly BookInput[],
  candidates: readonly CandidateInput[],
): number {
  let cells = 0;
  let heldScenarios = 0;
  for (const book of books) {
    cells += book.payouts.size * book.scenarioIds.length;
    if (book.holdings.length > 0) heldScenarios += book.scenarioIds.length;
  }
  for (const candidate of candidates) {
    cells += heldScenarios;
    for (const book of books)
      if (book.holdings.length === 0 && candidate.trades.has(book.key))
        cells += book.scenarioIds.length;
  }
  return cells;
}

/**
 * The last check, after the work: a serialised evaluation response of `bytes` past `limit` (the
 * least size can be well below the real one), refused on either API before it is sent.
 */
export function evaluationResponseTooLarge(bytes: number, limit: number): ServiceError | null {
  if (bytes <= limit) return null;
  return new ServiceError(
    'INVALID_REQUEST',
    msg`the response holds ${bytes} bytes, more than the ${limit} this service answers: ask for fewer positions, candidates or scenarios, or leave PAYOUTS and CONTRIBUTIONS out of {include}`,
    { responseLimitBytes: limit, responseBytesAtLeast: bytes },
  );
}
