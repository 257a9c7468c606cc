// Derived relationships in memory: one set per family version, replaced whole when recomputed,
// with the history kept so pinned snapshots still read the set they saw. A set is kept as its
// compact list with, per outcome, the indexes of its relationships; records are made when read
// (docs/decisions.md, "Import memory"). Each outcome's relationships are kept in relationship ID
// order, so a page of them costs the page, not the family (docs/decisions.md, "A page of a large
// family's relationships costs the page").
import { formatFamilyVersion } from '../../domain/payout-key';
import type { RelationshipRecord } from '../../domain/records';
import { RelationshipList } from '../../domain/relationships/relationship-list';
import type { RelationshipType } from '../../domain/relationships/relationship-types';
import type { Page, PageOf } from '../page';
import type { RelatedPath, RelatedPathQuery } from '../store';
import { VersionedTable } from './versioned-table';

interface StoredSet {
  /** The family version's key text (formatFamilyVersion). */
  key: string;
  list: RelationshipList;
  /** Per outcome ID, the indexes in `list` of the relationships touching it, in ID order. */
  byOutcome: Map<string, Uint32Array>;
}

/** Keeps a relationship by its type and its other end; undefined keeps every one. */
export type RelationshipFilter =
  ((type: RelationshipType, neighbour: string) => boolean) | undefined;

/** One outcome's relationships in one set. */
interface Source {
  set: StoredSet;
  outcomeId: string;
  indexes: Uint32Array;
}

export class RelationshipIndex {
  private readonly sets = new VersionedTable<StoredSet>({
    outcome: (set) => [...set.byOutcome.keys()],
  });

  replace(
    familyId: string,
    scenarioVersion: string,
    relationships: RelationshipList | readonly RelationshipRecord[],
    revision: number,
  ): void {
    const key = formatFamilyVersion({ familyId, version: scenarioVersion });
    // A list has no way to change, so the store keeps the one it is given.
    const list = RelationshipList.of(relationships);
    this.sets.put(key, { key, list, byOutcome: indexByOutcome(list) }, revision);
  }

  /**
   * A page of the relationships touching any of the outcomes in the pinned sets, by relationship
   * ID, with how many there are. Records are made for the page only; from one outcome of one set
   * (a page of an outcome's relationships) the page is read off its ordered indexes, after a pass
   * over them only when a filter must count what it keeps.
   */
  touching(
    outcomeIds: readonly string[],
    pins: ReadonlySet<string>,
    revision: number,
    accept: RelationshipFilter,
    page: Page,
  ): PageOf<RelationshipRecord> {
    const sources: Source[] = [];
    for (const outcomeId of new Set(outcomeIds))
      for (const set of this.sets.byIndex('outcome', outcomeId, revision)) {
        const indexes = set.byOutcome.get(outcomeId);
        if (pins.has(set.key) && indexes) sources.push({ set, outcomeId, indexes });
      }
    const end = page.offset + page.limit;
    if (sources.length === 1) {
      const { set, indexes } = sources[0]!;
      const kept = accept
        ? indexes.filter((i) => keeps(set.list, i, sources[0]!, accept))
        : indexes;
      return {
        items: Array.from(kept.subarray(page.offset, end), (i) => set.list.at(i)),
        hasMore: kept.length > end,
        total: kept.length,
      };
    }
    // Several outcomes (a market's, an event's) or sets: the relationships they share counted
    // once, ordered by their IDs; still only the page's records are made.
    const found: { id: string; set: StoredSet; i: number }[] = [];
    const seen = new Map<StoredSet, Set<number>>();
    for (const source of sources) {
      let inSet = seen.get(source.set);
      if (!inSet) seen.set(source.set, (inSet = new Set()));
      for (const i of source.indexes) {
        if (inSet.has(i) || (accept && !keeps(source.set.list, i, source, accept))) continue;
        inSet.add(i);
        found.push({ id: source.set.list.idOf(i), set: source.set, i });
      }
    }
    found.sort((a, b) => compare(a.id, b.id));
    return {
      items: found.slice(page.offset, end).map(({ set, i }) => set.list.at(i)),
      hasMore: found.length > end,
      total: found.length,
    };
  }

  /** Breadth-first from the start; neighbours in relationship ID order, so results are stable. */
  paths(
    query: RelatedPathQuery,
    pins: ReadonlySet<string>,
    revision: number,
    endsOnVenue: (outcomeId: string) => boolean,
  ): RelatedPath[] {
    const types = query.types ? new Set(query.types) : undefined;
    const reached = new Map<string, RelatedPath>([
      [query.start, { outcomeIds: [query.start], relationships: [] }],
    ]);
    let frontier = [query.start];
    const found: RelatedPath[] = [];
    for (let hop = 1; hop <= query.depth && frontier.length > 0; hop++) {
      const next: string[] = [];
      for (const outcomeId of frontier) {
        const via = reached.get(outcomeId)!;
        const edges = [...this.edgesOf(outcomeId, pins, revision)].sort((a, b) =>
          compare(a.relationshipId, b.relationshipId),
        );
        for (const r of edges) {
          if (types && !types.has(r.type)) continue;
          const neighbour = r.fromOutcomeId === outcomeId ? r.toOutcomeId : r.fromOutcomeId;
          if (reached.has(neighbour)) continue;
          const path = {
            outcomeIds: [...via.outcomeIds, neighbour],
            relationships: [...via.relationships, r],
          };
          reached.set(neighbour, path);
          next.push(neighbour);
          if (endsOnVenue(neighbour)) found.push(path);
        }
      }
      frontier = next;
    }
    return found.slice(0, query.limit);
  }

  private *edgesOf(
    outcomeId: string,
    pins: ReadonlySet<string>,
    revision: number,
  ): Generator<RelationshipRecord> {
    for (const set of this.sets.byIndex('outcome', outcomeId, revision)) {
      if (!pins.has(set.key)) continue;
      for (const i of set.byOutcome.get(outcomeId) ?? []) yield set.list.at(i);
    }
  }
}

/** Whether the filter keeps relationship i of the source's set, seen from the source's outcome. */
function keeps(
  list: RelationshipList,
  i: number,
  source: Source,
  accept: NonNullable<RelationshipFilter>,
): boolean {
  const from = list.outcomes[list.endOf(i, 0)]!;
  const neighbour = from === source.outcomeId ? list.outcomes[list.endOf(i, 1)]! : from;
  return accept(list.shapeAt(list.shapeIndexOf(i)).type, neighbour);
}

/**
 * Each outcome's relationship indexes, counted first so each array is allocated once, then put in
 * relationship ID order.
 */
function indexByOutcome(list: RelationshipList): Map<string, Uint32Array> {
  const counts = new Uint32Array(list.outcomes.length);
  for (let i = 0; i < list.length; i++) {
    const from = list.endOf(i, 0);
    const to = list.endOf(i, 1);
    counts[from]!++;
    if (to !== from) counts[to]!++;
  }
  const indexes = Array.from(counts, (n) => new Uint32Array(n));
  const filled = new Uint32Array(list.outcomes.length);
  for (let i = 0; i < list.length; i++) {
    const from = list.endOf(i, 0);
    const to = list.endOf(i, 1);
    indexes[from]![filled[from]!++] = i;
    if (to !== from) indexes[to]![filled[to]!++] = i;
  }
  const order = idOrder(list);
  for (const ofOutcome of indexes) order(ofOutcome);
  return new Map(list.outcomes.map((id, o) => [id, indexes[o]!]));
}

/**
 * Sorts indexes of the list's relationships by relationship ID, in place. IDs of relationshipId's
 * form share the set's prefix and differ in `<from>:<to>`; when no outcome ID holds a colon, that
 * text's order is the order of `<from>:` then of `<to>`, so each ID is two ranks among the set's
 * outcomes, packed with its index into one number and sorted as numbers: about 0.1 µs a
 * relationship, where comparing ID texts costs ten times that. Otherwise, IDs compared as texts.
 */
function idOrder(list: RelationshipList): (indexes: Uint32Array) => void {
  const ids = list.outcomes;
  const n = ids.length;
  const byText = (indexes: Uint32Array) => {
    const keyed = Array.from(indexes, (i) => ({ id: list.idOf(i), i }));
    keyed.sort((a, b) => compare(a.id, b.id));
    keyed.forEach(({ i }, at) => (indexes[at] = i));
  };
  const packable =
    list.idsOfOneVersion &&
    n * n * list.length < Number.MAX_SAFE_INTEGER &&
    !ids.some((id) => id.includes(':'));
  if (!packable) return byText;
  const rank = (texts: string[]) => {
    const order = texts.map((_, o) => o).sort((a, b) => compare(texts[a]!, texts[b]!));
    const ranks = new Uint32Array(n);
    order.forEach((o, r) => (ranks[o] = r));
    return ranks;
  };
  const fromRank = rank(ids.map((id) => `${id}:`));
  const toRank = rank([...ids]);
  const length = list.length;
  return (indexes) => {
    const packed = new Float64Array(indexes.length);
    for (let k = 0; k < indexes.length; k++) {
      const i = indexes[k]!;
      packed[k] = (fromRank[list.endOf(i, 0)]! * n + toRank[list.endOf(i, 1)]!) * length + i;
    }
    packed.sort();
    for (let k = 0; k < packed.length; k++) indexes[k] = packed[k]! % length;
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
