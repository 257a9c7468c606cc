// Families across venues from settlement terms (docs/decisions.md, "Cross-venue families"): the
// markets of both venues on one quantity, observed over one window, join one family whose
// scenarios refine every member's condition, so the service derives IMPLICATION and EXCLUSIVITY
// between Kalshi and Polymarket outcomes from payouts, with witnesses, as it does within a venue.
//
// - A competition's result (read-competition.ts): per competitor, the furthest stage it qualifies
//   for among those its markets name; and one family of every winner market, each competitor
//   winning or another (competition-cells.ts).
// - A price or rate with one source: the values cut by every threshold of both venues, with
//   > and >= told apart exactly (value-cells.ts).
// - An exceptional case one venue states (Polymarket's "Other" cut-off) crosses every cell, so the
//   scenarios where the venues settle apart are scenarios of their own (exceptional-case.ts).
//
// Only known terms count: a market with any term the family needs UNKNOWN stays out, and so does
// one whose stated case differs from the family's. Pure: no I/O; the caller adds the families and
// payouts to the catalog (apply-cross-venue-families.ts).
import { crossVenueFamilyId } from '../catalog-ids';
import { windowText } from '../../../domain/matching/compare-terms';
import type {
  Boundary,
  Quantity,
  SettlementTerms,
  Window,
  YesSide,
} from '../../../domain/settlement-terms/settlement-terms';
import type { Venue } from '../../../venues/common/venue-model';
import { displayName, stageCells, winnerCells } from './competition-cells';
import { chooseCase, readCase, type CaseReading } from './exceptional-case';
import {
  partitionFamily,
  type Cell,
  type CrossVenueFamily,
  type FamilyMember,
} from './partition-family';
import { valueCells } from './value-cells';

/** A venue market as the derivation names it: its venue and the venue's own market ID. */
export interface VenueMarketRef {
  venue: Venue;
  marketId: string;
}

/**
 * One market with its terms: from a payload (`adapt`: a VenueMarket, the category of its event)
 * or from the store (`sync`: the terms a market version keeps, its category).
 */
export interface CrossVenueInput<M extends VenueMarketRef = VenueMarketRef> {
  market: M;
  category?: string;
  terms: SettlementTerms;
}

/** A market on the quantity of a cross-venue family that could not join it, and why. */
export interface LeftOut<M extends VenueMarketRef = VenueMarketRef> {
  market: M;
  reason: string;
}

export interface CrossVenueFamilies<M extends VenueMarketRef = VenueMarketRef> {
  families: CrossVenueFamily[];
  leftOut: LeftOut<M>[];
}

/** A market whose terms place it in a family; `problem` when one the family needs is missing. */
interface Candidate<M extends VenueMarketRef = VenueMarketRef> {
  input: CrossVenueInput<M>;
  quantity: Quantity;
  window: Window;
  boundary?: Boundary;
  side?: YesSide;
  stated: CaseReading;
  problem?: string;
}

const TAGS = ['cross-venue', 'kalshi', 'polymarket'];

export function deriveCrossVenueFamilies<M extends VenueMarketRef>(
  inputs: readonly CrossVenueInput<M>[],
): CrossVenueFamilies<M> {
  const groups = new Map<string, Candidate<M>[]>();
  const ordered = [...inputs].sort((a, b) => compareMarkets(a.market, b.market));
  for (const input of ordered) {
    const c = candidate(input);
    if (!c) continue;
    const key = `${c.quantity.kind}|${c.quantity.name}|${windowText(c.window)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const out: CrossVenueFamilies<M> = { families: [], leftOut: [] };
  for (const group of groups.values()) {
    if (venues(group).size < 2) continue;
    // A result is a competitor's stage, or a number (a game's total points).
    const staged = group.every(
      (c) => c.boundary === undefined || c.boundary.comparator === 'REACHES',
    );
    if (group[0]!.quantity.kind === 'RESULT' && staged) competitionFamilies(group, out);
    else valueFamilies(group, out);
  }
  out.families.sort((a, b) => (a.family.familyId < b.family.familyId ? -1 : 1));
  return out;
}

/** The market's place, or undefined when its quantity or window is not known (no group). */
function candidate<M extends VenueMarketRef>(input: CrossVenueInput<M>): Candidate<M> | undefined {
  const t = input.terms;
  if (t.quantity.status !== 'KNOWN' || t.window.status !== 'KNOWN') return undefined;
  const c: Candidate<M> = {
    input,
    quantity: t.quantity.value,
    window: t.window.value,
    stated: readCase(t),
  };
  if (t.boundary.status === 'KNOWN') c.boundary = t.boundary.value;
  else c.problem = `its boundary is UNKNOWN (${t.boundary.reason})`;
  if (t.yes.status === 'KNOWN') c.side = t.yes.value;
  else c.problem ??= `its YES side is UNKNOWN (${t.yes.reason})`;
  if (c.stated.kind === 'UNUSABLE') c.problem ??= c.stated.reason;
  if (c.quantity.kind !== 'RESULT' && t.source.status !== 'KNOWN')
    // BRTI and Binance publish different numbers: a price's source is part of what is measured.
    c.problem ??= `its source is UNKNOWN (${t.source.reason})`;
  return c;
}

function competitionFamilies<M extends VenueMarketRef>(
  group: Candidate<M>[],
  out: CrossVenueFamilies<M>,
): void {
  const quantity = group[0]!.quantity;
  const window = group[0]!.window;
  const competition = window.kind === 'EVENT' ? window.event : quantity.name;
  // A competition's official result is the same whoever reports it, but two named sources that
  // differ are a known difference (compare-terms.ts): the most named one is kept.
  const source = mostNamed(group.flatMap((c) => sourceOf(c) ?? []));
  const usable: Candidate<M>[] = [];
  for (const c of group) {
    const b = c.boundary;
    const named = sourceOf(c);
    const problem =
      c.problem ??
      (b && (b.comparator !== 'REACHES' || b.entity === undefined || b.stage === undefined)
        ? 'its boundary is no stage a competitor reaches'
        : named !== undefined && named !== source
          ? `its source ${named} differs from ${source ?? ''}`
          : undefined);
    if (problem)
      out.leftOut.push({
        market: c.input.market,
        reason: `not in the cross-venue families of the ${quantity.name}: ${problem}`,
      });
    else usable.push(c);
  }
  const winners = usable.filter((c) => c.boundary!.stage === 'WINNER');
  const winner = winnerCells(
    winners.map((c) => c.boundary!.entity!),
    competition,
  );
  build(out, winners, {
    familyId: crossVenueFamilyId([quantity.name, 'winner']),
    title: `Winner of the ${competition} (Kalshi and Polymarket)`,
    quantity,
    cells: winner.cells,
    holds: (c) => winner.holding(c.boundary!.entity!),
  });
  const entities = [...new Set(usable.map((c) => c.boundary!.entity!))].sort();
  for (const entity of entities) {
    const members = usable.filter((c) => c.boundary!.entity === entity);
    // Winner markets alone relate in the winner family already.
    if (members.every((c) => c.boundary!.stage === 'WINNER')) continue;
    const stages = stageCells(
      entity,
      competition,
      members.flatMap((c) => c.boundary!.stage ?? []),
    );
    build(out, members, {
      familyId: crossVenueFamilyId([quantity.name, 'stage', displayName(entity)]),
      title: `${possessive(displayName(entity))} furthest stage in the ${competition} (Kalshi and Polymarket)`,
      quantity,
      cells: stages.cells,
      holds: (c) => stages.holding(c.boundary!.stage!),
    });
  }
}

function valueFamilies<M extends VenueMarketRef>(
  group: Candidate<M>[],
  out: CrossVenueFamilies<M>,
): void {
  const quantity = group[0]!.quantity;
  const window = group[0]!.window;
  // One family per source and unit: two sources publish two numbers (compare-terms.ts). A
  // result's number is the official one whoever reports it, but a named source that differs from
  // the most named one is a known difference, as for competitions.
  const result = quantity.kind === 'RESULT';
  const official = result ? mostNamed(group.flatMap((c) => sourceOf(c) ?? [])) : undefined;
  const bySource = new Map<string, { source: string; unit: string; members: Candidate<M>[] }>();
  for (const c of group) {
    const named = sourceOf(c);
    const problem =
      c.problem ??
      (c.boundary!.comparator === 'REACHES'
        ? 'its boundary is no value'
        : result && named !== undefined && named !== official
          ? `its source ${named} differs from ${official ?? ''}`
          : undefined);
    if (problem) {
      out.leftOut.push({
        market: c.input.market,
        reason: `not in the cross-venue families of the ${quantity.name} ${windowText(window)}: ${problem}`,
      });
      continue;
    }
    const source = result ? (official ?? '') : sourceOf(c)!;
    const unit = c.boundary!.unit;
    const key = JSON.stringify([source, unit]);
    const found = bySource.get(key) ?? { source, unit, members: [] };
    found.members.push(c);
    bySource.set(key, found);
  }
  for (const { source, unit, members } of bySource.values()) {
    const of = result ? quantity.name : `${quantity.name} (${source}) ${windowText(window)}`;
    const cells = valueCells(
      members.map((c) => c.boundary!),
      unit,
      of,
    );
    const holding = new Map(members.map((c, i) => [c, cells.holding[i]!]));
    build(out, members, {
      familyId: crossVenueFamilyId(
        result ? [quantity.name] : [quantity.name, source, windowId(window)],
      ),
      title: `${of} (Kalshi and Polymarket)`,
      quantity,
      cells: cells.cells,
      holds: (c) => holding.get(c)!,
    });
  }
}

interface FamilyShape<M extends VenueMarketRef> {
  familyId: string;
  title: string;
  quantity: Quantity;
  cells: Cell[];
  /** The cells in which a member's condition holds. */
  holds: (c: Candidate<M>) => Set<string>;
}

/**
 * One family of the candidates, when both venues are among them once those stating another
 * exceptional case than the family's are left out.
 */
function build<M extends VenueMarketRef>(
  out: CrossVenueFamilies<M>,
  candidates: Candidate<M>[],
  shape: FamilyShape<M>,
): void {
  if (venues(candidates).size < 2) return;
  const exceptional = chooseCase(
    candidates.flatMap((c) =>
      c.stated.kind === 'CASE'
        ? [
            {
              venue: c.input.market.venue,
              marketId: c.input.market.marketId,
              rule: c.stated.rule,
              sentence: c.stated.sentence,
            },
          ]
        : [],
    ),
  );
  const members = candidates.filter((c) => {
    if (c.stated.kind !== 'CASE' || c.stated.sentence === exceptional?.sentence) return true;
    out.leftOut.push({
      market: c.input.market,
      reason: `not in cross-venue family ${shape.familyId}: its rules state another exceptional case ("${c.stated.sentence}") than the family's ("${exceptional?.sentence ?? ''}")`,
    });
    return false;
  });
  if (venues(members).size < 2) return;
  const count = (v: Venue) => members.filter((c) => c.input.market.venue === v).length;
  out.families.push(
    partitionFamily({
      familyId: shape.familyId,
      title: shape.title,
      description: `The ${shape.quantity.name}, as ${count('kalshi')} Kalshi and ${count('polymarket')} Polymarket markets settle on it: scenarios from their settlement terms (docs/decisions.md, "Cross-venue families").`,
      category: members.map((c) => c.input.category ?? '').find((x) => x !== '') ?? '',
      tags: TAGS,
      cells: shape.cells,
      ...(exceptional ? { exceptional } : {}),
      members: members.map((c): FamilyMember => ({
        venue: c.input.market.venue,
        marketId: c.input.market.marketId,
        holds: shape.holds(c),
        side: c.side!,
        ...(c.stated.kind === 'CASE' ? { inCase: c.stated.payout } : {}),
      })),
    }),
  );
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function venues(candidates: readonly Candidate<VenueMarketRef>[]): Set<Venue> {
  return new Set(candidates.map((c) => c.input.market.venue));
}

function sourceOf(c: Candidate): string | undefined {
  const source = c.input.terms.source;
  return source.status === 'KNOWN' ? source.value : undefined;
}

/** The value named most often (ties: the first in text order). */
function mostNamed(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];
}

/** The window as an ID part: its instants without separators (`20261231t215900z`). */
function windowId(w: Window): string {
  const compact = (iso: string) => iso.replace(/\.0+Z$/, 'Z').replace(/[-:]/g, '');
  switch (w.kind) {
    case 'INSTANT':
      return compact(w.at);
    case 'PERIOD':
      return `${compact(w.start)}-${compact(w.end)}`;
    case 'EVENT':
      return w.event;
  }
}

function compareMarkets(a: VenueMarketRef, b: VenueMarketRef): number {
  if (a.venue !== b.venue) return a.venue < b.venue ? -1 : 1;
  return a.marketId < b.marketId ? -1 : a.marketId > b.marketId ? 1 : 0;
}
