// A revision's catalog snapshot for large evaluations (evaluation-snapshot.ts), built on the
// serving thread from the store and kept, one at a time (docs/decisions.md, "Evaluation: a catalog
// snapshot per revision in the worker"). It holds the catalog markets of the families a large
// evaluation at that revision was answered in, read as the general path reads them (each outcome
// from the market that defines it, the listings of each outcome, each family's current scenario
// version) and each outcome's payout rows compiled as the general path keeps them
// (payout-row-cache.ts), so that a later request it covers is resolved where it is evaluated and
// gets the same answer. It is built after an answer, never before one, in steps with turns
// between; a build that fails or would exceed its bounds leaves no snapshot, and requests take
// the general path.
import { compareIds, parsePayoutKey } from '../domain/payout-key';
import type { PayoutRow } from '../domain/evaluation/types';
import type { ListingRecord, MarketRecord, ScenarioVersionRecord } from '../domain/records';
import type { Store } from '../store/store';
import { STEP_MS, yieldToEventLoop } from './event-loop-turns';
import { compiledPayoutRow } from './payout-row-cache';
import { pickVersion } from './scenario-service';
import { scopeOf, type Scope } from './evaluation-scopes';
import {
  shareSnapshot,
  type SharedSnapshot,
  type SnapshotIndex,
  type SnapshotScope,
} from './evaluation-snapshot';

/** At most this many outcomes in a snapshot: a family set past it gets none. */
export const SNAPSHOT_OUTCOMES_MAX = 100_000;
/**
 * At most this many payout cells (rows × their scenarios) in a snapshot's rows: 8,000,000 float64s
 * are 64 MB, kept as long as the revision is the head.
 */
export const SNAPSHOT_CELLS_MAX = 8_000_000;

/** IDs one store read names at most, with a turn between reads (instruments.ts does the same). */
const IDS_A_READ = 250;

async function inReads<T>(ids: readonly string[], read: (ids: string[]) => Promise<T>) {
  const out: T[] = [];
  for (let from = 0; from < ids.length; from += IDS_A_READ) {
    out.push(await read(ids.slice(from, from + IDS_A_READ)));
    await yieldToEventLoop();
  }
  return out;
}

/** The snapshot of these families' catalog markets at the revision; undefined past its bounds. */
export async function buildSnapshot(
  store: Store,
  revision: number,
  familyIds: readonly string[],
  id: number,
  bounds: { outcomesMax: number; cellsMax: number } = {
    outcomesMax: SNAPSHOT_OUTCOMES_MAX,
    cellsMax: SNAPSHOT_CELLS_MAX,
  },
): Promise<SharedSnapshot | undefined> {
  const families = [...new Set(familyIds)].sort(compareIds);
  const counts = await store.outcomeCountsOfFamilies(families, revision);
  let outcomesCounted = 0;
  for (const n of counts.values()) outcomesCounted += n;
  if (outcomesCounted > bounds.outcomesMax) return undefined;

  const byFamily = await store.marketIdsOfFamilies(families, revision);
  const marketIds = [...new Set([...byFamily.values()].flat())].sort(compareIds);
  const markets: MarketRecord[] = (
    await inReads(marketIds, (ids) => store.getByKeys('market', ids, revision))
  ).flat();
  const candidates = markets.flatMap((market) => market.outcomes.map((o) => ({ market, o })));
  const owners = new Map<string, string>();
  for (const read of await inReads(
    candidates.map((c) => c.o.outcomeId),
    (ids) => store.marketIdsOfOutcomes(ids, revision),
  ))
    for (const [outcomeId, marketId] of read) owners.set(outcomeId, marketId);
  // Each outcome from the market that defines it, once (as instruments.ts resolves an outcome).
  const seen = new Set<string>();
  const outcomes = candidates.filter(({ market, o }) => {
    if (owners.get(o.outcomeId) !== market.marketId || seen.has(o.outcomeId)) return false;
    seen.add(o.outcomeId);
    return market.outcomes.find((x) => x.outcomeId === o.outcomeId) === o;
  });
  const listings = new Map<string, ListingRecord[]>();
  for (const read of await inReads(
    outcomes.map((c) => c.o.outcomeId),
    (ids) => store.listingsOfOutcomes(ids, revision),
  ))
    for (const [outcomeId, list] of read) listings.set(outcomeId, list);

  // Each family of a payout key at its current version (a request with pins takes the general
  // path).
  const keyFamilies = new Set<string>();
  for (const { o } of outcomes)
    for (const key of Object.keys(o.payouts))
      for (const m of parsePayoutKey(key).members) keyFamilies.add(m.familyId);
  const published = await store.scenarioVersionsOfFamilies([...keyFamilies].sort(), revision);
  const selected = new Map<string, ScenarioVersionRecord>();
  for (const familyId of keyFamilies) {
    const version = pickVersion(published.get(familyId) ?? [], undefined);
    if (version) selected.set(familyId, version);
  }

  const scopeIndex = new Map<string, number | null>();
  const scopes: SnapshotScope[] = [];
  const scopeList: Scope[] = [];
  const indexOfScope = (key: string): number | null => {
    let at = scopeIndex.get(key);
    if (at === undefined) {
      const scope = scopeOf(key, selected);
      at = scope ? scopes.length : null;
      if (scope) {
        scopeList.push(scope);
        scopes.push({
          key,
          familyId: scope.familyId,
          scenarioVersion: scope.scenarioVersion,
          memberFamilyIds: scope.memberFamilyIds,
          scenarioIds: scope.scenarioIds,
          spaceKey: scope.space.payoutKey,
        });
      }
      scopeIndex.set(key, at);
    }
    return at;
  };
  const marketAt = new Map<MarketRecord, number>();
  const marketList: [string, string][] = [];
  const rows: PayoutRow[] = [];
  const outcomeScopes: number[][] = [];
  const outcomeRows: number[][] = [];
  const outcomeMarket: number[] = [];
  const outcomeCurrency: (string | null)[] = [];
  let cells = 0;
  let sliceStart = performance.now();
  for (const { market, o } of outcomes) {
    let m = marketAt.get(market);
    if (m === undefined) {
      m = marketList.length;
      marketList.push([market.marketId, market.version]);
      marketAt.set(market, m);
    }
    outcomeMarket.push(m);
    const first = [...(listings.get(o.outcomeId) ?? [])].sort((a, b) =>
      a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0,
    )[0];
    outcomeCurrency.push(first?.tradingRules.payoutCurrency ?? null);
    const its: number[] = [];
    const itsRows: number[] = [];
    for (const [key, table] of Object.entries(o.payouts)) {
      const s = indexOfScope(key);
      if (s === null) continue;
      const row = compiledPayoutRow(table, key, scopeList[s]!.scenarioIds);
      if (row === undefined) continue;
      cells += scopeList[s]!.scenarioIds.length;
      if (cells > bounds.cellsMax) return undefined;
      its.push(s);
      itsRows.push(rows.length);
      rows.push(row);
    }
    outcomeScopes.push(its);
    outcomeRows.push(itsRows);
    if (performance.now() - sliceStart >= STEP_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  const index: SnapshotIndex = {
    revision,
    familyIds: families,
    outcomeIds: outcomes.map((c) => c.o.outcomeId),
    outcomeMarket,
    outcomeCurrency,
    outcomeScopes,
    outcomeRows,
    markets: marketList,
    scopes,
    versions: [...selected.values()].map((v) => [v.familyId, v.version] as const),
  };
  return shareSnapshot(id, index, rows);
}

/**
 * The one snapshot kept: of the head revision's families that large evaluations were answered
 * in. A request at another revision drops it; a request in families it lacks has it built again
 * with them (within its bounds), one build at a time.
 */
export class EvaluationSnapshots {
  private kept:
    { revision: number; families: ReadonlySet<string>; shared: SharedSnapshot } | undefined;
  private building: Promise<void> | undefined;
  private nextId = 1;
  /**
   * Family sets past the bounds at a revision: any set holding one of them is past them too, so
   * it is not read again until the revision changes.
   */
  private pastBounds: { revision: number; sets: ReadonlySet<string>[] } = {
    revision: -1,
    sets: [],
  };

  constructor(
    private readonly store: Store,
    private readonly bounds = { outcomesMax: SNAPSHOT_OUTCOMES_MAX, cellsMax: SNAPSHOT_CELLS_MAX },
  ) {}

  /** The snapshot of this revision, if one is kept; one of another revision is dropped. */
  at(revision: number): SharedSnapshot | undefined {
    if (this.kept && this.kept.revision !== revision) this.kept = undefined;
    return this.kept?.shared;
  }

  /** Starts a build holding these families too, unless one runs or the snapshot holds them. */
  want(revision: number, familyIds: readonly string[]): void {
    if (this.building || familyIds.length === 0) return;
    const held = this.kept?.revision === revision ? this.kept.families : new Set<string>();
    if (familyIds.every((f) => held.has(f))) return;
    const families = new Set([...held, ...familyIds]);
    if (this.pastBounds.revision !== revision) this.pastBounds = { revision, sets: [] };
    const past = this.pastBounds;
    if (past.sets.some((set) => [...set].every((f) => families.has(f)))) return;
    const id = this.nextId++;
    this.building = buildSnapshot(this.store, revision, [...families], id, this.bounds)
      .then((shared) => {
        if (shared) this.kept = { revision, families, shared };
        else past.sets.push(families);
      })
      // A snapshot is an optimisation: a build that fails leaves requests on the general path.
      .catch(() => undefined)
      .finally(() => {
        this.building = undefined;
      });
  }

  /** Drops the kept snapshot: requests take the general path until one is built again. */
  drop(): void {
    this.kept = undefined;
  }

  /** Resolves once no build runs (tests, and a server closing). */
  async settled(): Promise<void> {
    await this.building;
  }
}
