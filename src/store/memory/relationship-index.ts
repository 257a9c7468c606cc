// Derived relationships in memory: one set per family version, replaced whole when recomputed,
// with the history kept so pinned snapshots still read the set they saw. A set is kept as its
// compact list with, per outcome, the indexes of its relationships; records are made when read
// (docs/decisions.md, "Import memory").
import { formatFamilyVersion } from '../../domain/payout-key';
import type { RelationshipRecord } from '../../domain/records';
import { RelationshipList } from '../../domain/relationships/relationship-list';
import type { RelatedPath, RelatedPathQuery } from '../store';
import { VersionedTable } from './versioned-table';

interface StoredSet {
  /** The family version's key text (formatFamilyVersion). */
  key: string;
  list: RelationshipList;
  /** Per outcome ID, the indexes in `list` of the relationships touching it, ascending. */
  byOutcome: Map<string, Uint32Array>;
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

  /** Relationships touching any of the outcomes in the pinned sets, by relationship ID. */
  touching(
    outcomeIds: readonly string[],
    pins: ReadonlySet<string>,
    revision: number,
    accept: (r: RelationshipRecord, neighbour: string) => boolean,
  ): RelationshipRecord[] {
    const found = new Map<string, RelationshipRecord>();
    for (const outcomeId of new Set(outcomeIds)) {
      for (const r of this.edgesOf(outcomeId, pins, revision)) {
        const neighbour = r.fromOutcomeId === outcomeId ? r.toOutcomeId : r.fromOutcomeId;
        if (!found.has(r.relationshipId) && accept(r, neighbour)) found.set(r.relationshipId, r);
      }
    }
    return [...found.values()].sort((a, b) => compare(a.relationshipId, b.relationshipId));
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

/** Each outcome's relationship indexes, counted first so each array is allocated once. */
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
  return new Map(list.outcomes.map((id, o) => [id, indexes[o]!]));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
