// How the values of settlement terms are written and set against each other for a comparison
// (compare-terms.ts, term-diff.ts): one place, so the verdict and the diff say the same.
import {
  stageRank,
  type Boundary,
  type Rounding,
  type SettlementTerms,
  type Term,
  type TermName,
  type Window,
  type YesSide,
} from '../settlement-terms/settlement-terms';
import { relate, yesSet, type SetRelation } from '../settlement-terms/boundary-sets';
import { rawYesSet, relateRaw } from '../settlement-terms/rounded-sets';
import { gameTeams } from '../settlement-terms/game-names';

/**
 * The two teams of one game a Kalshi market's window names: between them the other team's win is
 * the complement (read-competition.ts, readGame).
 */
export function gameOf(kalshi: SettlementTerms): readonly [string, string] | undefined {
  if (kalshi.window.status !== 'KNOWN' || kalshi.window.value.kind !== 'EVENT') return undefined;
  const w = kalshi.window.value;
  let game = games.get(w);
  if (game === undefined) games.set(w, (game = gameTeams(w.event) ?? null));
  return game ?? undefined;
}

/** The teams of each market's game, read once: a game market is compared with many others. */
const games = new WeakMap<Window, readonly [string, string] | null>();

/**
 * How Kalshi's YES set stands to Polymarket's. Stages of one competitor nest (a finalist has
 * reached the semifinals); two competitors cannot both win, but can both reach any other stage.
 */
export function relateBoundaries(
  k: Boundary,
  kYes: YesSide,
  p: Boundary,
  pYes: YesSide,
  game?: readonly [string, string],
): SetRelation | undefined {
  // The verdict and the diff of one pair both ask (compare-terms.ts, term-diff.ts): the second
  // asks the same of the same values, one after the other.
  const last = lastRelation;
  if (
    last !== undefined &&
    last.k === k &&
    last.p === p &&
    last.kYes === kYes &&
    last.pYes === pYes &&
    last.game?.[0] === game?.[0] &&
    last.game?.[1] === game?.[1]
  )
    return last.relation;
  const relation = relationOf(k, kYes, p, pYes, game);
  lastRelation = { k, kYes, p, pYes, game, relation };
  return relation;
}

let lastRelation:
  | {
      k: Boundary;
      kYes: YesSide;
      p: Boundary;
      pYes: YesSide;
      game: readonly [string, string] | undefined;
      relation: SetRelation | undefined;
    }
  | undefined;

function relationOf(
  k: Boundary,
  kYes: YesSide,
  p: Boundary,
  pYes: YesSide,
  game?: readonly [string, string],
): SetRelation | undefined {
  if (k.comparator !== 'REACHES' && p.comparator !== 'REACHES')
    return settledAlike(k, p) ? relateNumeric(k, kYes, p, pYes) : relateSettled(k, kYes, p, pYes);
  if (k.comparator !== 'REACHES' || p.comparator !== 'REACHES') return 'OVERLAP';
  if (k.stage === undefined || p.stage === undefined) return undefined;
  if (k.entity === p.entity && k.stage === p.stage) return kYes === pYes ? 'EQUAL' : 'COMPLEMENT';
  if (
    game &&
    k.stage === 'WINNER' &&
    p.stage === 'WINNER' &&
    k.entity !== undefined &&
    p.entity !== undefined &&
    game.includes(k.entity) &&
    game.includes(p.entity)
  )
    return (k.entity === p.entity) === (kYes === pYes) ? 'EQUAL' : 'COMPLEMENT';
  if (kYes !== 'YES' || pYes !== 'YES') return undefined;
  if (k.entity !== p.entity)
    return k.stage === 'WINNER' && p.stage === 'WINNER' ? 'DISJOINT' : 'OVERLAP';
  return stageRank(k.stage) > stageRank(p.stage) ? 'SUBSET' : 'SUPERSET';
}

/**
 * Relations of numeric YES sets already worked out, by both boundaries and YES sides: the set
 * algebra is exact decimal work, and the pairs of a venue's catalog repeat a few thousand strike
 * combinations (a ladder's neighbours on every day), so each is worked out once. Bounded: emptied
 * when full.
 */
const numericRelations = new Map<string, Map<string, SetRelation>>();
let numericRelationsSize = 0;
const NUMERIC_RELATIONS_KEPT = 100_000;

function relateNumeric(k: Boundary, kYes: YesSide, p: Boundary, pYes: YesSide): SetRelation {
  // By Kalshi's YES set, then Polymarket's: each side's key is written once per boundary
  // (yesSetKey), so a lookup hashes strings already hashed rather than writing a new one.
  const kKey = yesSetKey(k, kYes);
  const pKey = yesSetKey(p, pYes);
  let byPolymarket = numericRelations.get(kKey);
  let relation = byPolymarket?.get(pKey);
  if (relation === undefined) {
    relation = relate(yesSet(k, kYes), yesSet(p, pYes));
    if (numericRelationsSize >= NUMERIC_RELATIONS_KEPT) {
      numericRelations.clear();
      numericRelationsSize = 0;
      byPolymarket = undefined;
    }
    if (byPolymarket === undefined)
      numericRelations.set(kKey, (byPolymarket = new Map<string, SetRelation>()));
    byPolymarket.set(pKey, relation);
    numericRelationsSize++;
  }
  return relation;
}

const yesSetKeys = new WeakMap<Boundary, { YES: string; NO: string }>();

/** What a numeric YES set is worked out from: the comparator, thresholds and the YES side. */
function yesSetKey(b: Boundary, side: YesSide): string {
  let keys = yesSetKeys.get(b);
  if (keys === undefined) {
    const range = `${b.comparator} ${b.threshold ?? ''} ${b.upper ?? ''}`;
    yesSetKeys.set(b, (keys = { YES: `${range} YES`, NO: `${range} NO` }));
  }
  return keys[side];
}

/** The texts of each market's boundary (and of its window): a catalog's pairs compare each many times. */
const boundaryTexts = new WeakMap<Boundary, string>();
const windowTexts = new WeakMap<Window, string>();

export function boundaryText(b: Boundary, side: YesSide): string {
  let range = boundaryTexts.get(b);
  if (range === undefined) boundaryTexts.set(b, (range = rangeText(b)));
  return side === 'YES' ? range : `not ${range}`;
}

function rangeText(b: Boundary): string {
  return b.comparator === 'REACHES'
    ? `${b.entity ?? ''} reaches ${b.stage ?? ''}`
    : b.comparator === 'BETWEEN_INCLUSIVE'
      ? `in [${b.threshold ?? ''}, ${b.upper ?? ''}] ${b.unit}`
      : b.comparator === 'BETWEEN_LOWER_INCLUSIVE'
        ? `in [${b.threshold ?? ''}, ${b.upper ?? ''}) ${b.unit}`
        : `${b.comparator} ${b.threshold ?? ''} ${b.unit}`;
}

/** How a boundary's value is settled, as written in a comparison. */
export function roundingText(r: Rounding | undefined): string {
  if (r === undefined) return 'no rounding stated';
  const how =
    r.mode === 'NEAREST'
      ? 'rounded to the nearest'
      : r.mode === 'UP'
        ? 'rounded up to the nearest'
        : r.mode === 'DOWN'
          ? 'rounded down to the nearest'
          : 'as published to';
  return `${how} ${r.step} ${r.unit}`;
}

/**
 * How the raw values of two YES sets stand where the two values are settled differently
 * (rounded-sets.ts): undefined where the sources' stated precisions disagree, or a set of raw
 * values is not worked out.
 */
function relateSettled(
  k: Boundary,
  kYes: YesSide,
  p: Boundary,
  pYes: YesSide,
): SetRelation | undefined {
  const kp = k.rounding?.mode === 'AS_PUBLISHED' ? k.rounding : undefined;
  const pp = p.rounding?.mode === 'AS_PUBLISHED' ? p.rounding : undefined;
  if (kp && pp && roundingText(kp) !== roundingText(pp)) return undefined;
  const kRaw = rawYesSet(k, kYes);
  const pRaw = rawYesSet(p, pYes);
  return kRaw && pRaw ? relateRaw(kRaw, pRaw) : undefined;
}

/** A boundary's YES set as compared, with its rounding where the two are settled differently. */
export function settledText(b: Boundary, side: YesSide, alike: boolean): string {
  return alike ? boundaryText(b, side) : `${boundaryText(b, side)}, ${roundingText(b.rounding)}`;
}

/**
 * Whether two boundaries' values are settled alike (docs/decisions.md, "Settlement terms: how a
 * number is settled"): the same rounding a venue applies itself, or none on both. A precision the
 * source publishes to (AS_PUBLISHED) is how every market on that source is settled, stated or not,
 * so it differs only from another precision stated for it. Where they are not alike, a bracket of
 * one value and the same bracket of the other are different sets of the raw value.
 */
export function settledAlike(k: Boundary, p: Boundary): boolean {
  const own = (r: Rounding | undefined) => (r?.mode === 'AS_PUBLISHED' ? undefined : r);
  if (roundingText(own(k.rounding)) !== roundingText(own(p.rounding))) return false;
  const published = (r: Rounding | undefined) => (r?.mode === 'AS_PUBLISHED' ? r : undefined);
  const kp = published(k.rounding);
  const pp = published(p.rounding);
  return kp === undefined || pp === undefined || roundingText(kp) === roundingText(pp);
}

/**
 * Terms a market may state as none (settlement-terms.ts, `statedNone`) that are compared as a
 * value: two markets that both state no threshold, or both a consensus of credible reporting and
 * no source, agree on it; one stating none against one stating a value differ. Not the window: a
 * proposition with no date holds from when each market opened, and the two opened at different
 * times.
 */
const NONE_COMPARED: ReadonlySet<TermName> = new Set(['boundary', 'source']);

/** How a term stated as none is written where it is compared. */
export const NONE_STATED = 'none stated';

/** Whether a term is read for comparison: a value, none (where compared), or not read. */
export function statedAs(name: TermName, t: Term<unknown>): 'value' | 'none' | 'unread' {
  if (t.status === 'KNOWN') return 'value';
  return t.statedNone === true && NONE_COMPARED.has(name) ? 'none' : 'unread';
}

/** A term's value as compared: its description, or NONE_STATED. */
export function statedText(name: TermName, t: Term<unknown>): string {
  return t.status === 'KNOWN' ? describe(name, t.value) : NONE_STATED;
}

/** The YES set of a proposition with no threshold: it holds, or (NO side) it does not. */
export function occurrenceText(side: YesSide): string {
  return side === 'YES' ? 'the proposition holds' : 'the proposition does not hold';
}

export function describe(name: TermName, value: unknown): string {
  switch (name) {
    case 'quantity':
      return (value as { name: string }).name;
    case 'window':
      return windowText(value as Window);
    case 'exceptions':
      return `exceptional settlement ${(value as { rule: string }).rule}`;
    case 'source':
    case 'boundary':
    case 'yes':
      return String(value);
  }
}

export function windowText(w: Window): string {
  let text = windowTexts.get(w);
  if (text === undefined) windowTexts.set(w, (text = windowTextOf(w)));
  return text;
}

function windowTextOf(w: Window): string {
  switch (w.kind) {
    case 'INSTANT':
      return `at ${w.at}`;
    case 'PERIOD':
      return `from ${w.start} to ${w.end}`;
    case 'EVENT':
      return `during the ${w.event}`;
  }
}

/** A quantity decided at one meeting: a central bank's decision, taken on the meeting's last day. */
const DECIDED_AT_ONE_MEETING = /\b(?:at|after) one (?:[A-Z]+ )?meeting$/;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Whether the two windows are one meeting's: a quantity decided at one meeting, read on one venue
 * as the decision's day ("does a Hike of 0bps on October 28, 2026") and on the other as the days
 * the meeting is scheduled for ("its meeting scheduled for October 27-28, 2026"). A meeting's
 * decision is announced on its last day (the FOMC's statement, federalreserve.gov's calendar), so
 * periods of at most three days, in one zone, ending at the same instant, one within the other, are the
 * same meeting. Windows that only overlap, or end on different days, are not.
 */
export function oneMeetingsDays(kalshi: SettlementTerms, poly: SettlementTerms): boolean {
  const kq = kalshi.quantity;
  const pq = poly.quantity;
  if (kq.status !== 'KNOWN' || pq.status !== 'KNOWN' || kq.value.name !== pq.value.name)
    return false;
  if (!DECIDED_AT_ONE_MEETING.test(kq.value.name)) return false;
  const kw = kalshi.window;
  const pw = poly.window;
  if (kw.status !== 'KNOWN' || pw.status !== 'KNOWN') return false;
  const k = kw.value;
  const p = pw.value;
  if (k.kind !== 'PERIOD' || p.kind !== 'PERIOD' || k.zone !== p.zone || k.end !== p.end)
    return false;
  const end = Date.parse(k.end);
  return [k.start, p.start].every((start) => {
    const length = end - Date.parse(start);
    // An hour more for a day that a change of daylight saving time lengthens.
    return length > 0 && length <= 3 * DAY_MS + HOUR_MS;
  });
}
