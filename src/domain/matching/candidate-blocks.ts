// Where a market is blocked for candidates (docs/decisions.md, "Candidates at venue scale"): by
// the entities its proposition names, its category and its observation window. Markets of the two
// venues meet in a block when they share an entity and their windows fall within WINDOW_TOLERANCE_DAYS of each other (or name one event). A term not read
// blocks nothing: a market without a window meets every window of its entities, one without
// entities is found by its words only (candidate-index.ts).
import type { SettlementTerms } from '../settlement-terms/settlement-terms';

/**
 * Windows whose UTC days differ by at most this much may be one observation. The venues state
 * the same instant differently: Kalshi a close or expiration time in UTC, Polymarket an `endDate`
 * at midnight or the day of the text ("12 PM ET"), and a day in US time ends on the next UTC day;
 * one day either side covers every offset (at most 14 hours) and a trading close a day before
 * the observation.
 */
export const WINDOW_TOLERANCE_DAYS = 1;

const DAY_MS = 86_400_000;

export type WindowPlace = { day: number } | { event: string };

export interface Placement {
  /** Entity IDs, or the quantity's subject (`subject:<subject>`) before entities are read. */
  entities: readonly string[];
  /** Whether `entities` are the entities read, not the quantity's subject standing in for them. */
  identified: boolean;
  category: string | null;
  window: WindowPlace | null;
}

export function placementOf(t: SettlementTerms): Placement {
  const identified = t.entities !== undefined && t.entities.length > 0;
  const entities = identified
    ? t.entities!
    : t.quantity.status === 'KNOWN'
      ? [`subject:${t.quantity.value.subject}`]
      : [];
  return { entities, identified, category: t.category ?? null, window: windowPlace(t) };
}

function windowPlace(t: SettlementTerms): WindowPlace | null {
  if (t.window.status !== 'KNOWN') return null;
  const w = t.window.value;
  if (w.kind === 'EVENT') return { event: w.event.toLowerCase() };
  const day = Math.floor(Date.parse(w.kind === 'INSTANT' ? w.at : w.end) / DAY_MS);
  return Number.isFinite(day) ? { day } : null;
}

/** The key of a window's bucket in a block; null for a window not read. */
export function windowKey(w: WindowPlace | null): string | null {
  if (w === null) return null;
  return 'day' in w ? `d${w.day}` : `e${w.event}`;
}

/** The bucket keys a window meets on the other venue (its own, and the days around it). */
export function meetingKeys(w: WindowPlace): string[] {
  if ('event' in w) return [`e${w.event}`];
  const keys: string[] = [];
  for (let d = -WINDOW_TOLERANCE_DAYS; d <= WINDOW_TOLERANCE_DAYS; d++) keys.push(`d${w.day + d}`);
  return keys;
}

/**
 * Whether what both markets state keeps them apart: disjoint entities or windows. Not the
 * category: related questions are of different categories (a stage and the title, a winner and a
 * spread), and their RELATED pairs are wanted.
 */
export function keptApart(a: Placement, b: Placement): boolean {
  if (a.entities.length > 0 && b.entities.length > 0 && !shareAnEntity(a, b)) return true;
  if (a.window === null || b.window === null) return false;
  if ('day' in a.window && 'day' in b.window)
    return Math.abs(a.window.day - b.window.day) > WINDOW_TOLERANCE_DAYS;
  if ('event' in a.window && 'event' in b.window) return a.window.event !== b.window.event;
  // A named event and a day: the reading does not say whether the event falls on that day.
  return false;
}

/** Whether the two name one entity, without a list of them (asked once for every pair met). */
export function shareAnEntity(a: Placement, b: Placement): boolean {
  for (const e of a.entities) if (b.entities.includes(e)) return true;
  return false;
}

export function sharedEntities(a: Placement, b: Placement): string[] {
  return a.entities.filter((e) => b.entities.includes(e));
}
