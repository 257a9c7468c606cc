// Turns a shape-valid catalog document into the records and change records one import commits,
// against what the store already holds. Pure: no I/O. Every problem found is collected, so a bad
// file is rejected whole with all its problems listed (docs/catalog-format.md).
import { canonicalDecimal, dec } from '../domain/arithmetic/decimal';
import type { Problem } from '../domain/errors';
import {
  compareIds,
  formatFamilyVersion,
  isJoinableScenarioId,
  jointScopeIdOf,
  KeyFormatError,
  parseFamilyVersion,
  type FamilyVersion,
} from '../domain/payout-key';
import { deriveRelationshipList } from '../domain/relationships/derive-relationships';
import type {
  ConventionRecord,
  EventRecord,
  FamilyRecord,
  JointScopeRecord,
  ListingRecord,
  MarketRecord,
  OutcomeTerms,
  PayoutTable,
  ScenarioRecord,
  ScenarioVersionRecord,
  SettlementEvidence,
} from '../domain/records';
import type { ChangeDraft, RecordPut, RelationshipSet } from '../store/store';
import { NO_PROGRESS, type OnProgress } from '../domain/progress';
import { emptyKnownMarketData, type MarketDataBatch } from '../store/market-data';
import type { CatalogDocument, CatalogListing, CatalogMarket } from './catalog-schema';
import { recordTerms } from './catalog-terms';
import {
  catalogMarketParts,
  isCrossVenueFamily,
  membershipsOf,
  recordParts,
  withCatalogParts,
  withEventFamilies,
  withMemberships,
  withRecordParts,
  type Membership,
} from './venues/cross-venue/cross-venue-membership';
import type { KnownRecords } from './known-records';
import {
  isEmptyRows,
  listingFactsOf,
  listingFactsOfCatalog,
  planMarketData,
  rowsOfCatalog,
} from './plan-market-data';

export interface ImportPlan {
  puts: RecordPut[];
  changes: ChangeDraft[];
  relationshipSets: RelationshipSet[];
  /** Market data rows and coverage this import writes (absent without market data). */
  marketData?: MarketDataBatch;
  /**
   * The market versions this plan numbered itself (amended terms, no version named). Each must be
   * a label the market was never published under; the planner knows only the labels it was given
   * (KnownRecords.marketVersions), so the import checks these (import-catalog.ts).
   */
  numberedVersions: { marketId: string; version: string }[];
}

/** Markets planned between two progress ticks: a tick per market would cost more than it tells. */
const PROGRESS_EVERY = 500;

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; problems: Problem[] };

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

export function planImport(
  doc: CatalogDocument,
  known: KnownRecords,
  committedAt: string,
  crossVenue: CrossVenueChanges = {},
  onProgress: OnProgress = NO_PROGRESS,
): PlanResult {
  return new Planner(doc, known, committedAt, crossVenue, onProgress).run();
}

class Planner {
  private readonly problems: Problem[] = [];
  private readonly puts: RecordPut[] = [];
  private readonly changes: ChangeDraft[] = [];
  private readonly relationshipSets: RelationshipSet[] = [];
  private readonly numberedVersions: ImportPlan['numberedVersions'] = [];
  private marketData: MarketDataBatch | undefined;
  /** Scenario versions as they will be after this import: family ID, then version. */
  private readonly versions = new Map<string, Map<string, ScenarioRecord[]>>();
  private readonly familyIds = new Set<string>();
  private readonly conventionIds = new Set<string>();
  private readonly events = new Map<string, { venue: string; venueEventId: string }>();

  constructor(
    private readonly doc: CatalogDocument,
    private readonly known: KnownRecords,
    private readonly now: string,
    private readonly crossVenue: CrossVenueChanges,
    private readonly onProgress: OnProgress,
  ) {}

  run(): PlanResult {
    this.collectReferences();
    this.planConventions();
    this.planFamilies();
    this.planJointScopes();
    this.planEvents();
    this.planMarkets();
    this.planMemberships();
    this.checkMarketData();
    if (this.problems.length === 0) this.planRelationships();
    if (this.problems.length > 0) return { ok: false, problems: this.problems };
    return {
      ok: true,
      plan: {
        puts: this.puts,
        changes: this.changes,
        relationshipSets: this.relationshipSets,
        ...(this.marketData ? { marketData: this.marketData } : {}),
        numberedVersions: this.numberedVersions,
      },
    };
  }

  private problem(path: string, reason: string): void {
    this.problems.push({ path, reason });
  }

  /** Marks duplicates of an ID within the file. */
  private unique(seen: Set<string>, value: string, path: string, what: string): boolean {
    if (seen.has(value)) {
      this.problem(path, `duplicate ${what} "${value}" in this catalog`);
      return false;
    }
    seen.add(value);
    return true;
  }

  private collectReferences(): void {
    for (const id of this.known.families.keys()) this.familyIds.add(id);
    for (const id of this.known.conventions.keys()) this.conventionIds.add(id);
    for (const [familyId, versions] of this.known.scenarioVersions) {
      const byVersion = new Map<string, ScenarioRecord[]>();
      for (const version of versions) byVersion.set(version.version, version.scenarios);
      this.versions.set(familyId, byVersion);
    }
    for (const event of this.known.events.values()) {
      this.events.set(event.eventId, { venue: event.venue, venueEventId: event.venueEventId });
    }
    this.doc.families.forEach((f) => this.familyIds.add(f.family_id));
    this.doc.conventions.forEach((c) => this.conventionIds.add(c.convention_id));
    this.doc.events.forEach((e) =>
      this.events.set(e.event_id, { venue: e.venue, venueEventId: e.venue_event_id }),
    );
  }

  private planConventions(): void {
    const seen = new Set<string>();
    this.doc.conventions.forEach((c, i) => {
      const path = `$.conventions[${i}]`;
      if (!this.unique(seen, c.convention_id, `${path}.convention_id`, 'convention_id')) return;
      if (!dec(c.void_payout).gte(0) || !dec(c.void_payout).lte(1)) {
        this.problem(`${path}.void_payout`, 'must be a fraction between 0 and 1');
      }
      const record: ConventionRecord = {
        conventionId: c.convention_id,
        venue: c.venue,
        rule: c.rule,
        voidPayout: canonicalDecimal(c.void_payout),
        description: c.description,
        observedAt: this.now,
      };
      const previous = this.known.conventions.get(c.convention_id);
      if (previous && sameContent(previous, record)) return;
      this.puts.push({ kind: 'convention', record });
      const families = this.doc.families
        .filter((f) => f.supported_convention_ids.includes(c.convention_id))
        .map((f) => f.family_id);
      this.change(
        'COVERAGE',
        c.convention_id,
        previous ? 'UPDATED' : 'CREATED',
        '1',
        families,
        `settlement convention ${c.convention_id} (${c.rule}) on ${c.venue} ${previous ? 'changed' : 'published'}`,
      );
    });
  }

  private planFamilies(): void {
    const seen = new Set<string>();
    this.doc.families.forEach((f, i) => {
      const path = `$.families[${i}]`;
      if (!this.unique(seen, f.family_id, `${path}.family_id`, 'family_id')) return;
      f.supported_convention_ids.forEach((cid, j) => {
        if (!this.conventionIds.has(cid)) {
          this.problem(`${path}.supported_convention_ids[${j}]`, `unknown convention "${cid}"`);
        }
      });
      const record: FamilyRecord = {
        familyId: f.family_id,
        title: f.title,
        description: f.description,
        category: f.category,
        tags: f.tags,
        supportedConventionIds: f.supported_convention_ids,
        observedAt: this.now,
      };
      const previous = this.known.families.get(f.family_id);
      if (!previous || !sameContent(previous, record)) {
        this.puts.push({ kind: 'family', record });
        this.change(
          'FAMILY',
          f.family_id,
          previous ? 'UPDATED' : 'CREATED',
          '',
          [f.family_id],
          `family ${f.family_id} ${previous ? 'changed' : 'created'}`,
        );
      }
      this.planScenarioVersions(f.family_id, f.scenario_versions, path);
    });
  }

  /**
   * A family's versions as its catalog entry lists them, oldest first: new ones are published, and
   * the last listed is the family's current version after the import (docs/catalog-format.md).
   * An earlier version listed last, its scenarios unchanged, becomes current again rather than
   * staying behind a later one (docs/decisions.md, "A family's scenarios returning to an earlier
   * version"): the family's payouts are keyed to it, so it must be the one read by default.
   */
  private planScenarioVersions(
    familyId: string,
    declared: CatalogDocument['families'][number]['scenario_versions'],
    familyPath: string,
  ): void {
    const published = this.known.scenarioVersions.get(familyId) ?? [];
    const current = currentVersionOf(published);
    let ordinal = current?.ordinal ?? 0;
    /** The version that holds the highest ordinal as the entry is planned. */
    let highest = current?.version;
    const byVersion = this.versions.get(familyId) ?? new Map<string, ScenarioRecord[]>();
    this.versions.set(familyId, byVersion);
    const seen = new Set<string>();
    const lastListed = declared[declared.length - 1]?.version;
    let consistent = true;
    declared.forEach((v, i) => {
      const path = `${familyPath}.scenario_versions[${i}]`;
      if (!this.unique(seen, v.version, `${path}.version`, 'scenario version')) {
        consistent = false;
        return;
      }
      const scenarioIds = new Set<string>();
      v.scenarios.forEach((s, j) => {
        if (!isJoinableScenarioId(s.scenario_id)) {
          this.problem(
            `${path}.scenarios[${j}].scenario_id`,
            'must not contain "/" or "+" (they name joint scenarios)',
          );
        }
        this.unique(
          scenarioIds,
          s.scenario_id,
          `${path}.scenarios[${j}].scenario_id`,
          'scenario_id',
        );
      });
      const scenarios: ScenarioRecord[] = v.scenarios.map((s) => ({
        scenarioId: s.scenario_id,
        label: s.label,
        description: s.description,
        kind: s.kind,
      }));
      const existing = published.find((p) => p.version === v.version);
      if (existing) {
        if (!sameContent(existing.scenarios, scenarios)) {
          consistent = false;
          this.problem(
            path,
            `scenario version ${v.version} of ${familyId} is already published with other scenarios; publish a new version instead`,
          );
        }
        return;
      }
      byVersion.set(v.version, scenarios);
      ordinal += 1;
      highest = v.version;
      const record: ScenarioVersionRecord = {
        familyId,
        version: v.version,
        ordinal,
        scenarios,
        observedAt: this.now,
      };
      this.puts.push({ kind: 'scenarioVersion', record });
      const isCurrent = v.version === lastListed;
      this.change(
        'SCENARIO_VERSION',
        formatFamilyVersion({ familyId, version: v.version }),
        'CREATED',
        v.version,
        [familyId],
        `scenario version ${v.version} of ${familyId} published with ${scenarios.length} scenarios${isCurrent ? '; it is now current' : ''}`,
      );
    });
    const earlier = published.find((p) => p.version === lastListed);
    if (!consistent || !earlier || lastListed === highest) return;
    // Made current again: the same record (its scenarios and publication time) at the top of the
    // family's order, so every reader of "the current version" (the highest ordinal) finds it.
    this.puts.push({ kind: 'scenarioVersion', record: { ...earlier, ordinal: ordinal + 1 } });
    this.change(
      'SCENARIO_VERSION',
      formatFamilyVersion({ familyId, version: earlier.version }),
      'UPDATED',
      earlier.version,
      [familyId],
      `scenario version ${earlier.version} of ${familyId} is current again, after ${highest ?? 'none'}`,
    );
  }

  private planJointScopes(): void {
    const seen = new Set<string>();
    this.doc.joint_scopes.forEach((s, i) => {
      const path = `$.joint_scopes[${i}]`;
      const familyIds = [...new Set(s.family_ids)].sort();
      if (familyIds.length !== s.family_ids.length)
        this.problem(`${path}.family_ids`, 'names a family twice');
      s.family_ids.forEach((fid, j) => {
        if (!this.familyIds.has(fid))
          this.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
      });
      const jointScopeId = jointScopeIdOf(familyIds);
      if (!this.unique(seen, jointScopeId, `${path}.family_ids`, 'joint scope')) return;
      const record: JointScopeRecord = {
        jointScopeId,
        familyIds,
        kind: s.kind,
        observedAt: this.now,
      };
      const previous = this.known.jointScopes.get(jointScopeId);
      if (previous && sameContent(previous, record)) return;
      this.puts.push({ kind: 'jointScope', record });
      this.change(
        'COVERAGE',
        jointScopeId,
        previous ? 'UPDATED' : 'CREATED',
        '1',
        familyIds,
        `families ${familyIds.join(', ')} declared ${s.kind}`,
      );
    });
  }

  private planEvents(): void {
    const seen = new Set<string>();
    const natives = new Map<string, string>();
    this.doc.events.forEach((e, i) => {
      const path = `$.events[${i}]`;
      if (!this.unique(seen, e.event_id, `${path}.event_id`, 'event_id')) return;
      const native = `${e.venue}\u0000${e.venue_event_id}`;
      const other = natives.get(native);
      if (other)
        this.problem(
          `${path}.venue_event_id`,
          `event ${other} already has venue_event_id "${e.venue_event_id}" on ${e.venue}`,
        );
      natives.set(native, e.event_id);
      e.family_ids.forEach((fid, j) => {
        if (!this.familyIds.has(fid))
          this.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
      });
      const previous = this.known.events.get(e.event_id);
      if (previous && (previous.venue !== e.venue || previous.venueEventId !== e.venue_event_id)) {
        this.problem(
          path,
          `event ${e.event_id} is ${previous.venue} ${previous.venueEventId}; an event's venue and native ID never change`,
        );
      }
      const record: EventRecord = {
        eventId: e.event_id,
        venue: e.venue,
        venueEventId: e.venue_event_id,
        title: e.title,
        description: e.description,
        category: e.category,
        tags: e.tags,
        status: e.status,
        familyIds:
          this.crossVenue.keep && previous && !e.family_ids.some(isCrossVenueFamily)
            ? withEventFamilies(e.family_ids, previous.familyIds.filter(isCrossVenueFamily))
            : e.family_ids,
        observedAt: this.now,
      };
      if (previous && sameContent(previous, record)) return;
      this.puts.push({ kind: 'event', record });
      this.change(
        'CONTRACT',
        e.event_id,
        previous ? 'UPDATED' : 'CREATED',
        '',
        e.family_ids,
        `event ${e.event_id} (${e.venue} ${e.venue_event_id}) ${previous ? 'changed' : 'created'}`,
      );
    });
  }

  private planMarkets(): void {
    const seenMarkets = new Set<string>();
    const seenOutcomes = new Set<string>();
    const seenListings = new Set<string>();
    const total = this.doc.markets.length;
    this.doc.markets.forEach((given, i) => {
      if (i % PROGRESS_EVERY === 0)
        this.onProgress({ phase: 'plan markets', done: i, total, unit: 'markets' });
      const path = `$.markets[${i}]`;
      if (!this.unique(seenMarkets, given.market_id, `${path}.market_id`, 'market_id')) return;
      const previous = this.known.markets.get(given.market_id);
      const m = this.keptMemberships(given, previous);
      if (previous?.isCombo) {
        this.problem(
          `${path}.market_id`,
          `${m.market_id} is a composed combo; a catalog cannot redefine it`,
        );
        return;
      }
      this.checkMarketReferences(m, path);
      const outcomes = m.outcomes.map((o, j) => {
        const outcomePath = `${path}.outcomes[${j}]`;
        this.unique(seenOutcomes, o.outcome_id, `${outcomePath}.outcome_id`, 'outcome_id');
        const owner = this.known.outcomeMarkets.get(o.outcome_id);
        if (owner !== undefined && owner !== m.market_id) {
          this.problem(
            `${outcomePath}.outcome_id`,
            `outcome ${o.outcome_id} belongs to market ${owner}`,
          );
        }
        const unit = canonicalDecimal(o.listings[0]?.trading_rules.payout_unit ?? '1');
        o.listings.forEach((l, k) => {
          if (canonicalDecimal(l.trading_rules.payout_unit) !== unit) {
            this.problem(
              `${outcomePath}.listings[${k}].trading_rules.payout_unit`,
              `differs from the outcome's other listings (${unit}): settlement-equivalent listings pay in one unit`,
            );
          }
        });
        return {
          outcomeId: o.outcome_id,
          label: o.label,
          payoutUnit: unit,
          payouts: this.expandPayouts(o.payouts, m.family_ids, unit, `${outcomePath}.payouts`),
        };
      });
      const version = this.marketVersion(m, outcomes, previous, path);
      const record: MarketRecord = {
        marketId: m.market_id,
        version,
        title: m.title,
        description: m.description,
        category: m.category,
        tags: m.tags,
        status: m.status,
        eventIds: m.event_ids,
        familyIds: m.family_ids,
        settlementSummary: m.settlement_summary,
        payoutConditions: m.payout_conditions,
        ...(m.settlement_evidence ? { settlementEvidence: evidenceOf(m.settlement_evidence) } : {}),
        outcomes,
        isCombo: false,
        analyticalOnly: false,
        observedAt: this.now,
      };
      if (!previous || !sameContent(previous, record)) {
        this.puts.push({ kind: 'market', record });
        const kind = !previous
          ? 'CREATED'
          : previous.version !== version
            ? 'NEW_VERSION'
            : 'UPDATED';
        this.change(
          'CONTRACT',
          m.market_id,
          kind,
          version,
          m.family_ids,
          kind === 'NEW_VERSION'
            ? `market ${m.market_id} settlement terms amended: version ${previous!.version} -> ${version}`
            : `market ${m.market_id} version ${version} ${kind === 'CREATED' ? 'created' : 'changed'}`,
        );
      }
      m.outcomes.forEach((o, j) =>
        o.listings.forEach((l, k) =>
          this.planListing(
            l,
            m,
            o.outcome_id,
            `${path}.outcomes[${j}].listings[${k}]`,
            seenListings,
          ),
        ),
      );
    });
    this.onProgress({ phase: 'plan markets', done: total, total, unit: 'markets' });
  }

  /**
   * The market with the cross-venue memberships its stored version has, when the import keeps them
   * and the catalog states none of its own.
   */
  private keptMemberships(m: CatalogMarket, previous: MarketRecord | undefined): CatalogMarket {
    if (!this.crossVenue.keep || !previous || m.family_ids.some(isCrossVenueFamily)) return m;
    const stored = recordParts(previous);
    const parts = catalogMarketParts(m);
    if (!stored || !parts) return m;
    const kept = membershipsOf(stored);
    return kept.length === 0 ? m : withCatalogParts(m, withMemberships(parts, kept));
  }

  /**
   * Stored markets and events given other cross-venue memberships, updated in place, the payouts
   * checked against the families' scenario versions as a catalog's are.
   */
  private planMemberships(): void {
    const inCatalog = new Set(this.doc.markets.map((m) => m.market_id));
    for (const [marketId, next] of this.crossVenue.markets ?? []) {
      const previous = this.known.markets.get(marketId);
      const parts = previous && recordParts(previous);
      if (!previous || !parts || inCatalog.has(marketId)) continue;
      const path = `cross-venue memberships of ${marketId}`;
      for (const m of next) {
        if (!this.familyIds.has(m.familyId)) this.problem(path, `unknown family "${m.familyId}"`);
        else this.checkScenarioIds(m.familyId, m.version, Object.keys(m.yes), path);
      }
      // Memberships are no term of a version (settlementTerms): the version stays.
      const record: MarketRecord = {
        ...withRecordParts(previous, withMemberships(parts, next)),
        observedAt: this.now,
      };
      if (sameContent(previous, record)) continue;
      this.puts.push({ kind: 'market', record });
      const families = next.map((m) => m.familyId);
      this.change(
        'CONTRACT',
        marketId,
        'UPDATED',
        record.version,
        record.familyIds,
        `market ${marketId} version ${record.version} cross-venue families now ${families.length > 0 ? families.join(', ') : 'none'}`,
      );
    }
    for (const [eventId, families] of this.crossVenue.events ?? []) {
      const previous = this.known.events.get(eventId);
      if (!previous || this.doc.events.some((e) => e.event_id === eventId)) continue;
      const record: EventRecord = {
        ...previous,
        familyIds: withEventFamilies(previous.familyIds, families),
        observedAt: this.now,
      };
      if (sameContent(previous, record)) continue;
      this.puts.push({ kind: 'event', record });
      this.change(
        'CONTRACT',
        eventId,
        'UPDATED',
        '',
        record.familyIds,
        `event ${eventId} (${previous.venue} ${previous.venueEventId}) cross-venue families now ${families.length > 0 ? families.join(', ') : 'none'}`,
      );
    }
  }

  /** Problems unless `scenarioIds` are exactly the scenarios of the family's version. */
  private checkScenarioIds(
    familyId: string,
    version: string,
    scenarioIds: readonly string[],
    path: string,
  ): void {
    const scenarios = this.versions.get(familyId)?.get(version);
    if (!scenarios) {
      this.problem(path, `family ${familyId} has no scenario version "${version}"`);
      return;
    }
    const wanted = scenarios.map((s) => s.scenarioId).sort(compareIds);
    if (!sameContent(wanted, [...scenarioIds].sort(compareIds)))
      this.problem(path, `payouts under ${familyId}@${version} do not name its scenarios`);
  }

  private checkMarketReferences(m: CatalogMarket, path: string): void {
    m.event_ids.forEach((eid, j) => {
      if (!this.events.has(eid)) this.problem(`${path}.event_ids[${j}]`, `unknown event "${eid}"`);
    });
    m.family_ids.forEach((fid, j) => {
      if (!this.familyIds.has(fid))
        this.problem(`${path}.family_ids[${j}]`, `unknown family "${fid}"`);
    });
    const resolved = m.settlement_evidence?.resolved_outcome_id;
    if (resolved !== undefined && !m.outcomes.some((o) => o.outcome_id === resolved)) {
      this.problem(
        `${path}.settlement_evidence.resolved_outcome_id`,
        `"${resolved}" is not an outcome of this market`,
      );
    }
    // Terms describe one venue market: they must be that of one of this market's listings, or
    // the pairs read from them (docs/decisions.md, "Settlement terms") would name another market.
    const terms = m.settlement_evidence?.terms;
    if (
      terms !== undefined &&
      !m.outcomes.some((o) =>
        o.listings.some(
          (l) => l.venue === terms.venue && l.venue_market_id === terms.venue_market_id,
        ),
      )
    ) {
      this.problem(
        `${path}.settlement_evidence.terms.venue_market_id`,
        `no listing of this market is ${terms.venue} market "${terms.venue_market_id}"`,
      );
    }
  }

  /** Expands "*" and checks that each payout map names exactly the scenarios of its version. */
  private expandPayouts(
    payouts: Record<string, Record<string, string>>,
    marketFamilies: string[],
    payoutUnit: string,
    path: string,
  ): PayoutTable {
    const table: PayoutTable = {};
    for (const [key, amounts] of Object.entries(payouts)) {
      const keyPath = `${path}[${JSON.stringify(key)}]`;
      let familyId: string;
      let version: string;
      try {
        ({ familyId, version } = parseFamilyVersion(key));
      } catch (error) {
        if (!(error instanceof KeyFormatError)) throw error;
        this.problem(
          keyPath,
          `a payouts key is family_id@scenario_version; this one ${error.reason}`,
        );
        continue;
      }
      if (!marketFamilies.includes(familyId)) {
        this.problem(keyPath, `family ${familyId} is not among the market's family_ids`);
        continue;
      }
      const scenarios = this.versions.get(familyId)?.get(version);
      if (!scenarios) {
        this.problem(keyPath, `family ${familyId} has no scenario version "${version}"`);
        continue;
      }
      const known = new Set(scenarios.map((s) => s.scenarioId));
      for (const scenarioId of Object.keys(amounts)) {
        if (scenarioId !== '*' && !known.has(scenarioId)) {
          this.problem(`${keyPath}[${JSON.stringify(scenarioId)}]`, `not a scenario of ${key}`);
        }
      }
      const expanded: Record<string, string> = {};
      for (const s of scenarios) {
        const amount = amounts[s.scenarioId] ?? amounts['*'];
        if (amount === undefined) {
          this.problem(keyPath, `no payout for scenario "${s.scenarioId}" (name it, or give "*")`);
          continue;
        }
        if (dec(amount).lt(0) || dec(amount).gt(payoutUnit)) {
          this.problem(
            `${keyPath}[${JSON.stringify(s.scenarioId)}]`,
            `must be between 0 and the payout unit ${payoutUnit}`,
          );
        }
        expanded[s.scenarioId] = canonicalDecimal(amount);
      }
      table[key] = expanded;
    }
    return table;
  }

  /**
   * The version label of a market after this import. A catalog may give it; when it does not,
   * unchanged settlement terms keep the current version and changed terms make the next integer
   * label not yet published. The current version need not be the highest: a catalog that names an
   * earlier version makes it current again, so "current + 1" may be taken.
   */
  private marketVersion(
    m: CatalogMarket,
    outcomes: OutcomeTerms[],
    previous: MarketRecord | undefined,
    path: string,
  ): string {
    const terms = settlementTerms(
      m.family_ids,
      m.settlement_summary,
      m.payout_conditions,
      outcomes,
    );
    if (m.version !== undefined) {
      const published = this.known.marketVersions.get(m.market_id)?.get(m.version);
      if (published && !sameContent(termsOf(published), terms)) {
        this.problem(
          `${path}.version`,
          `version ${m.version} of ${m.market_id} was published with other settlement terms; give the amended terms a new version`,
        );
      }
      return m.version;
    }
    if (!previous) return '1';
    if (sameContent(termsOf(previous), terms)) return previous.version;
    const taken = this.known.marketVersions.get(m.market_id) ?? new Map<string, MarketRecord>();
    let next = /^\d+$/.test(previous.version) ? Number(previous.version) + 1 : taken.size + 1;
    while (taken.has(String(next))) next += 1;
    this.numberedVersions.push({ marketId: m.market_id, version: String(next) });
    return String(next);
  }

  private planListing(
    l: CatalogListing,
    m: CatalogMarket,
    outcomeId: string,
    path: string,
    seen: Set<string>,
  ): void {
    if (!this.unique(seen, l.listing_id, `${path}.listing_id`, 'listing_id')) return;
    l.venue_event_ids.forEach((nativeId, j) => {
      const matches = m.event_ids.some((eid) => {
        const event = this.events.get(eid);
        return event?.venue === l.venue && event.venueEventId === nativeId;
      });
      if (!matches) {
        this.problem(
          `${path}.venue_event_ids[${j}]`,
          `"${nativeId}" is not the venue_event_id of one of the market's ${l.venue} events`,
        );
      }
    });
    const rules = l.trading_rules;
    if (dec(rules.payout_unit).lte(0))
      this.problem(`${path}.trading_rules.payout_unit`, 'must be positive');
    if (dec(rules.quantity_increment).lte(0))
      this.problem(`${path}.trading_rules.quantity_increment`, 'must be positive');
    rules.tick_bands.forEach((b, j) => {
      if (dec(b.lower_price).gt(b.upper_price))
        this.problem(`${path}.trading_rules.tick_bands[${j}]`, 'lower_price is above upper_price');
      if (dec(b.tick_size).lte(0))
        this.problem(`${path}.trading_rules.tick_bands[${j}].tick_size`, 'must be positive');
    });
    const previous = this.known.listings.get(l.listing_id);
    const remapped = previous !== undefined && previous.outcomeId !== outcomeId;
    const mappingVersion = !previous
      ? '1'
      : remapped
        ? nextMappingVersion(previous.mappingVersion)
        : previous.mappingVersion;
    const record: ListingRecord = {
      listingId: l.listing_id,
      venue: l.venue,
      venueMarketId: l.venue_market_id,
      venueOutcomeId: l.venue_outcome_id,
      outcomeId,
      marketId: m.market_id,
      mappingVersion,
      status: l.status,
      tradingRules: {
        quantityUnit: rules.quantity_unit,
        quoteCurrency: rules.quote_currency,
        payoutCurrency: rules.payout_currency,
        payoutUnit: canonicalDecimal(rules.payout_unit),
        quantityIncrement: canonicalDecimal(rules.quantity_increment),
        tickBands: rules.tick_bands.map((b) => ({
          lowerPrice: canonicalDecimal(b.lower_price),
          upperPrice: canonicalDecimal(b.upper_price),
          tickSize: canonicalDecimal(b.tick_size),
        })),
      },
      venueEventIds: l.venue_event_ids,
      ...(l.ticker !== undefined ? { ticker: l.ticker } : {}),
      ...(l.token_id !== undefined ? { tokenId: l.token_id } : {}),
      ...(l.condition_id !== undefined ? { conditionId: l.condition_id } : {}),
      ...(l.slug !== undefined ? { slug: l.slug } : {}),
      observedAt: this.now,
    };
    if (previous && sameContent(previous, record)) return;
    this.puts.push({ kind: 'listing', record });
    this.change(
      'MAPPING',
      l.listing_id,
      !previous ? 'CREATED' : remapped ? 'REMAPPED' : 'UPDATED',
      mappingVersion,
      m.family_ids,
      remapped
        ? `listing ${l.listing_id} remapped from outcome ${previous.outcomeId} to ${outcomeId} (mapping version ${mappingVersion})`
        : `listing ${l.listing_id} (${l.venue} ${l.venue_market_id} ${l.venue_outcome_id}) ${previous ? 'changed' : 'mapped to'} outcome ${outcomeId}`,
    );
  }

  /**
   * Relationships are derived, not imported (docs/architecture.md, "Data model"): a family version whose
   * scenarios are new, or whose outcomes' payouts changed, gets its whole set recomputed from every
   * market of the family as it will be after this import. Other versions keep their sets.
   */
  private planRelationships(): void {
    const written = new Map<string, MarketRecord>();
    const newVersions = new Map<string, ScenarioVersionRecord>();
    for (const put of this.puts) {
      if (put.kind === 'market') written.set(put.record.marketId, put.record);
      else if (put.kind === 'scenarioVersion') {
        const key = formatFamilyVersion(put.record);
        if (!newVersions.has(key)) newVersions.set(key, put.record);
      }
    }
    // Family versions by their key text, so each is derived once and in key order.
    const affected = new Map<string, FamilyVersion>(newVersions);
    // Written markets by the families they will be in: each family's set is derived from its own
    // members, so a large import stays linear in families × markets per family.
    const writtenByFamily = new Map<string, MarketRecord[]>();
    for (const market of written.values()) {
      const before = this.known.markets.get(market.marketId);
      for (const v of changedFamilyVersions(before, market))
        affected.set(formatFamilyVersion(v), v);
      for (const familyId of new Set(market.familyIds)) {
        const list = writtenByFamily.get(familyId);
        if (list) list.push(market);
        else writtenByFamily.set(familyId, [market]);
      }
    }
    const ordered = [...affected].sort(([a], [b]) => compareIds(a, b));
    const tick = (done: number) =>
      this.onProgress({
        phase: 'derive relationships',
        done,
        total: ordered.length,
        unit: 'family versions',
      });
    for (const [i, [key, { familyId, version: label }]] of ordered.entries()) {
      tick(i);
      const version = newVersions.get(key) ?? this.knownVersionRecord(familyId, label);
      if (!version) continue;
      // Known members as they will be after this import (a written market that leaves the family
      // is dropped by deriveRelationshipList), then the written markets that join it.
      const members = new Map<string, MarketRecord>();
      for (const m of this.known.familyMarkets.get(familyId) ?? [])
        members.set(m.marketId, written.get(m.marketId) ?? m);
      for (const m of writtenByFamily.get(familyId) ?? []) members.set(m.marketId, m);
      this.relationshipSets.push({
        familyId,
        scenarioVersion: version.version,
        relationships: deriveRelationshipList([...members.values()], version),
      });
    }
    tick(ordered.length);
  }

  private knownVersionRecord(familyId: string, version: string): ScenarioVersionRecord | undefined {
    return this.known.scenarioVersions.get(familyId)?.find((v) => v.version === version);
  }

  /**
   * Market data (plan-market-data.ts), validated against the listings as they will be after this
   * import; its COVERAGE changes join the import's changes.
   */
  private checkMarketData(): void {
    const rows = rowsOfCatalog(this.doc.market_data);
    if (isEmptyRows(rows)) return;
    const context = this.known.marketData;
    const listings = new Map(context?.listings ?? []);
    for (const l of this.known.listings.values())
      if (!listings.has(l.listingId))
        listings.set(l.listingId, listingFactsOf(l, this.known.markets.get(l.marketId)));
    for (const l of listingFactsOfCatalog(this.doc)) listings.set(l.listingId, l);
    const planned = planMarketData(
      rows,
      listings,
      context?.known ?? emptyKnownMarketData(),
      this.now,
    );
    if (!planned.ok) {
      this.problems.push(...planned.problems);
      return;
    }
    this.marketData = planned.plan.batch;
    this.changes.push(...planned.plan.changes);
  }

  private change(
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

function evidenceOf(e: NonNullable<CatalogMarket['settlement_evidence']>): SettlementEvidence {
  return {
    source: e.source,
    rulesText: e.rules_text,
    ...(e.observation_window ? { observationWindow: e.observation_window } : {}),
    ...(e.void_rules ? { voidRules: e.void_rules } : {}),
    ...(e.resolved_outcome_id !== undefined ? { resolvedOutcomeId: e.resolved_outcome_id } : {}),
    ...(e.resolved_at !== undefined ? { resolvedAt: e.resolved_at } : {}),
    ...(e.terms !== undefined ? { terms: recordTerms(e.terms) } : {}),
  };
}

/**
 * What settles a market: its version changes when and only when these change. Its cross-venue
 * memberships are not among them (docs/decisions.md, "Cross-venue families"): they follow from
 * the other venue's markets, so a market joining or leaving such a family is updated in place, as
 * its settlement evidence is.
 */
function settlementTerms(
  familyIds: readonly string[],
  summary: string,
  conditions: string[],
  outcomes: OutcomeTerms[],
): unknown {
  const [yes, no] = outcomes;
  if (outcomes.length !== 2 || !yes || !no) return { summary, conditions, outcomes };
  const own = withMemberships({ familyIds, yes: yes.payouts, no: no.payouts, summary }, []);
  return {
    summary: own.summary,
    conditions,
    outcomes: [
      { ...yes, payouts: own.yes },
      { ...no, payouts: own.no },
    ],
  };
}

function termsOf(market: MarketRecord): unknown {
  return settlementTerms(
    market.familyIds,
    market.settlementSummary,
    market.payoutConditions,
    market.outcomes,
  );
}

/** A family's current scenario version: the one with the highest ordinal (docs/decisions.md). */
function currentVersionOf(
  versions: readonly ScenarioVersionRecord[],
): ScenarioVersionRecord | undefined {
  return versions.reduce<ScenarioVersionRecord | undefined>(
    (top, v) => (top === undefined || v.ordinal > top.ordinal ? v : top),
    undefined,
  );
}

function nextMappingVersion(version: string): string {
  return /^\d+$/.test(version) ? String(Number(version) + 1) : `${version}.1`;
}

/** Content equality ignoring observedAt, the time a row was written. */
function sameContent(a: unknown, b: unknown): boolean {
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

/** The family versions whose payout vectors differ between two versions of a market, or that it joined or left. */
function changedFamilyVersions(
  before: MarketRecord | undefined,
  after: MarketRecord,
): FamilyVersion[] {
  const changed = new Map<string, FamilyVersion>();
  const outcomeIds = new Set(
    [...(before?.outcomes ?? []), ...after.outcomes].map((o) => o.outcomeId),
  );
  for (const outcomeId of outcomeIds) {
    const old = before?.outcomes.find((o) => o.outcomeId === outcomeId);
    const now = after.outcomes.find((o) => o.outcomeId === outcomeId);
    const tableKeys = new Set([
      ...Object.keys(old?.payouts ?? {}),
      ...Object.keys(now?.payouts ?? {}),
    ]);
    for (const key of tableKeys) {
      // A catalog's payouts keys are family versions (expandPayouts). A combo's joint key reads
      // as a "family" no market is in, so it is passed over like any family the market left.
      const version = parseFamilyVersion(key);
      const was = before?.familyIds.includes(version.familyId) ? old?.payouts[key] : undefined;
      const is = after.familyIds.includes(version.familyId) ? now?.payouts[key] : undefined;
      if (!sameContent(was, is) || (was !== undefined && old?.payoutUnit !== now?.payoutUnit))
        changed.set(key, version);
    }
  }
  return [...changed.values()];
}
