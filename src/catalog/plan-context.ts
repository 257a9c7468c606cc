// What the import planners share while they turn one import draft (src/catalog/import-draft.ts) into
// records (plan-import.ts runs them in order): the draft, what the store holds, the records and
// changes planned so far, and the problems found. Each record kind has its planner
// (plan-families.ts, plan-events.ts, plan-markets.ts, plan-memberships.ts, plan-relationships.ts).
import type { Problem } from '../domain/errors';
import type { ScenarioRecord } from '../domain/records';
import type { ImportDraft } from './import-draft';
import type { OnProgress } from '../domain/progress';
import type { MarketDataBatch } from '../store/market-data';
import type { ChangeDraft, RecordPut, RelationshipSet } from '../store/store';
import type { KnownRecords } from './known-records';
import type { Membership } from './venues/cross-venue/cross-venue-membership';

/**
 * What an import does to cross-venue memberships (docs/decisions.md, "Cross-venue families"),
 * which `sync` keeps apart from the venue pages it re-adapts: a page knows one venue, a family
 * spans two.
 */
export interface CrossVenueChanges {
  /** The markets and events the catalog rewrites keep the cross-venue families they are in. */
  keep?: boolean;
  /** Stored markets whose memberships become these (none: they leave every such family). */
  markets?: ReadonlyMap<string, readonly Membership[]>;
  /** Stored events whose cross-venue families become these. */
  events?: ReadonlyMap<string, readonly string[]>;
}

/** A market version the planner numbered itself (ImportPlan.numberedVersions in plan-import.ts). */
export interface NumberedVersion {
  marketId: string;
  version: string;
}

export class PlanContext {
  readonly problems: Problem[] = [];
  readonly puts: RecordPut[] = [];
  readonly changes: ChangeDraft[] = [];
  readonly relationshipSets: RelationshipSet[] = [];
  readonly numberedVersions: NumberedVersion[] = [];
  marketData: MarketDataBatch | undefined;
  /** Scenario versions as they will be after this import: family ID, then version. */
  readonly versions = new Map<string, Map<string, ScenarioRecord[]>>();
  /** Families and conventions known after this import: stored or in the draft. */
  readonly familyIds = new Set<string>();
  readonly conventionIds = new Set<string>();
  readonly events = new Map<string, { venue: string; venueEventId: string }>();

  constructor(
    readonly draft: ImportDraft,
    readonly known: KnownRecords,
    readonly now: string,
    readonly crossVenue: CrossVenueChanges,
    readonly onProgress: OnProgress,
  ) {
    for (const id of known.families.keys()) this.familyIds.add(id);
    for (const id of known.conventions.keys()) this.conventionIds.add(id);
    for (const [familyId, versions] of known.scenarioVersions) {
      const byVersion = new Map<string, ScenarioRecord[]>();
      for (const version of versions) byVersion.set(version.version, version.scenarios);
      this.versions.set(familyId, byVersion);
    }
    for (const event of known.events.values()) {
      this.events.set(event.eventId, { venue: event.venue, venueEventId: event.venueEventId });
    }
    draft.families.forEach((f) => this.familyIds.add(f.familyId));
    draft.conventions.forEach((c) => this.conventionIds.add(c.conventionId));
    draft.events.forEach((e) =>
      this.events.set(e.eventId, { venue: e.venue, venueEventId: e.venueEventId }),
    );
  }

  problem(path: string, reason: string): void {
    this.problems.push({ path, reason });
  }

  /** Marks duplicates of an ID within the file. */
  unique(seen: Set<string>, value: string, path: string, what: string): boolean {
    if (seen.has(value)) {
      this.problem(path, `duplicate ${what} "${value}" in this catalog`);
      return false;
    }
    seen.add(value);
    return true;
  }

  change(
    resourceType: ChangeDraft['resourceType'],
    resourceId: string,
    changeType: ChangeDraft['changeType'],
    version: string,
    familyIds: string[],
    description: string,
  ): void {
    this.changes.push({
      resourceType,
      resourceId,
      changeType,
      version,
      occurredAt: this.now,
      description,
      familyIds,
    });
  }
}

/** Content equality ignoring observedAt, the time a row was written. */
export function sameContent(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (key === 'observedAt') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([x], [y]) =>
          x < y ? -1 : x > y ? 1 : 0,
        ),
      );
    }
    return v;
  });
}
