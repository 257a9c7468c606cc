// Derived relationships in memory: one set per family version, replaced whole when recomputed,
// with the history kept so pinned snapshots still read the set they saw.
import { formatFamilyVersion } from '../../domain/payout-key';
import type { RelationshipRecord } from '../../domain/records';
import type { RelatedPath, RelatedPathQuery } from '../store';
import { VersionedTable } from './versioned-table';

interface StoredSet {
  /** The family version's key text (formatFamilyVersion). */
  key: string;
  byOutcome: Map<string, RelationshipRecord[]>;
}

export class RelationshipIndex {
  private readonly sets = new VersionedTable<StoredSet>({
    outcome: (set) => [...set.byOutcome.keys()],
  });

  replace(
    familyId: string,
    scenarioVersion: string,
    relationships: RelationshipRecord[],
    revision: number,
  ): void {
    const key = formatFamilyVersion({ familyId, version: scenarioVersion });
    const byOutcome = new Map<string, RelationshipRecord[]>();
    for (const r of relationships) {
      const frozen = Object.freeze({ ...r, witnesses: [...r.witnesses] });
      for (const id of [r.fromOutcomeId, r.toOutcomeId]) {
        const list = byOutcome.get(id);
        if (list) list.push(frozen);
        else byOutcome.set(id, [frozen]);
      }
    }
    this.sets.put(key, { key, byOutcome }, revision);
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
      yield* set.byOutcome.get(outcomeId) ?? [];
    }
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
