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

/** Positions counted: how many, and their IDs' length together. */
export interface HeldPositions {
  readonly count: number;
  readonly idLength: number;
}

/** A book's positions, from its holdings. */
export function heldOfHoldings(book: BookInput): HeldPositions {
  let idLength = 0;
  for (const holding of book.holdings) idLength += holding.holdingId.length;
  return { count: book.holdings.length, idLength };
}

export interface EvaluationShape {
  /** Every position of the request. */
  positions: HeldPositions;
  books: readonly BookInput[];
  /**
   * A book's positions: from its holdings, or counted apart where the holdings are made in the
   * evaluation from columns (the book's holdings are then empty here).
   */
  held: (book: BookInput) => HeldPositions;
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

  // Sums of integers far below 2^53, each added where it was added one position at a time: the
  // total at each book's end, where counting may stop, is the same.
  const { positions } = shape;
  let total =
    positions.count * ASSIGNMENT +
    positions.idLength +
    (shape.priced ? positions.count * VALUATION_ITEM + positions.idLength : 0);
  for (const message of shape.warnings) total += WARNING + message.length;
  for (const book of shape.books) {
    const held = shape.held(book);
    if (held.count === 0) continue;
    total += BOOK + book.familyId.length + book.scenarioVersion.length;
    if (shape.include.summary) total += EXTREMA;
    if (shape.include.payouts) total += payoutVector(book, SCENARIO_VALUE);
    total += held.count * TEXT + held.idLength;
    if (shape.include.contributions)
      total += held.count * (CONTRIBUTION + payoutVector(book, SCENARIO_VALUE)) + held.idLength;
    if (total > limit) return total;
  }
  if (shape.include.scenarios) {
    for (const book of shape.books) {
      const traded = shape.candidates.some((c) => c.trades.has(book.key));
      if (shape.held(book).count > 0 || traded)
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
      if (shape.held(book).count === 0 && !candidate.trades.has(book.key)) continue;
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
  held: (book: BookInput) => HeldPositions = heldOfHoldings,
): number {
  let cells = 0;
  let heldScenarios = 0;
  const isHeld = books.map((book) => held(book).count > 0);
  books.forEach((book, b) => {
    cells += book.payouts.size * book.scenarioIds.length;
    if (isHeld[b]) heldScenarios += book.scenarioIds.length;
  });
  for (const candidate of candidates) {
    cells += heldScenarios;
    for (let b = 0; b < books.length; b++)
      if (!isHeld[b] && candidate.trades.has(books[b]!.key)) cells += books[b]!.scenarioIds.length;
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
