// GET /scenarios and GET /payouts: the published settlement cases of a family and the per-unit
// payout vectors of outcomes in one pinned scenario version (docs/architecture.md ("Data model") and docs/decisions.md).
import { failOnProblems, msg, type Problem } from '../domain/errors';
import { formatFamilyVersion } from '../domain/payout-key';
import type {
  ListingRecord,
  MarketRecord,
  ScenarioRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import { pageOf, type Store } from '../store/store';
import { jointPayoutViews } from './joint-payouts';
import { LIMITS } from '../domain/limits';
import type { PageTokens } from './page-tokens';
import { readPage, type PagedRequest, type PageResult } from './pagination';
import { snapshotAt, type ListResult } from './snapshot';
import type { Payout } from '../resources/payout';
import type { PayoutsQuery, ScenariosQuery } from '../resources/reference-queries';
import type { Scenario } from '../resources/scenario';

export type ScenarioView = Scenario;

/** An outcome's payouts in one family version, or why it has none there (never zero). */
export type PayoutView = Payout;

export class ScenarioService {
  constructor(
    private readonly store: Store,
    private readonly tokens: PageTokens,
  ) {}

  /** Scenarios of one version (the current one when none is named), in published order. */
  listScenarios(query: ScenariosQuery & PagedRequest): Promise<PageResult<ScenarioView>> {
    return readPage(
      this.store,
      this.tokens,
      'scenarios',
      { familyId: query.familyId, scenarioVersion: query.scenarioVersion },
      query,
      async (snapshot, page) => {
        const versions =
          (await this.store.scenarioVersionsOfFamilies([query.familyId], snapshot.revision)).get(
            query.familyId,
          ) ?? [];
        const version = pickVersion(versions, query.scenarioVersion);
        const all = version ? version.scenarios.map((s) => scenarioView(s, version)) : [];
        return pageOf(all, page);
      },
      (items) => Promise.resolve(items),
    );
  }

  async payouts(
    query: PayoutsQuery & {
      /** Read at this committed revision (a GraphQL request's snapshot) instead of the head. */
      revision?: number | undefined;
    },
  ): Promise<ListResult<PayoutView>> {
    const problems: Problem[] = [];
    if (query.outcomeIds.length === 0)
      problems.push({ path: 'outcomeIds', reason: 'needs at least one outcome ID' });
    if (query.outcomeIds.length > LIMITS.idsPerRequestMax) {
      problems.push({
        path: 'outcomeIds',
        reason: `at most ${LIMITS.idsPerRequestMax} outcome IDs`,
      });
    }
    if (query.scenarioVersion !== undefined && query.familyId === undefined) {
      problems.push({
        path: 'scenarioVersion',
        reason: msg`{scenarioVersion} requires {familyId}`,
      });
    }
    failOnProblems(problems);
    const snapshot = await snapshotAt(this.store, query.revision);
    const rev = snapshot.revision;
    const outcomeIds = [...new Set(query.outcomeIds)];
    const owners = await this.store.marketIdsOfOutcomes(outcomeIds, rev);
    const [markets, listings] = await Promise.all([
      this.store.getByKeys('market', [...new Set(owners.values())], rev),
      this.store.listingsOfOutcomes([...owners.keys()], rev),
    ]);
    const marketById = new Map(markets.map((m) => [m.marketId, m]));
    const familyIds =
      query.familyId !== undefined
        ? [query.familyId]
        : [...new Set(markets.flatMap((m) => m.familyIds))];
    const versions = await this.store.scenarioVersionsOfFamilies(familyIds, rev);
    const joint = await jointPayoutViews(
      this.store,
      rev,
      outcomeIds.flatMap((id) => {
        const market = marketById.get(owners.get(id) ?? '');
        return market?.isCombo ? [{ outcomeId: id, market }] : [];
      }),
      query,
    );
    const items: PayoutView[] = [];
    for (const outcomeId of outcomeIds) {
      const market = marketById.get(owners.get(outcomeId) ?? '');
      if (!market) continue;
      items.push(...(joint.get(outcomeId) ?? []));
      const families = query.familyId !== undefined ? [query.familyId] : market.familyIds;
      for (const familyId of families) {
        const version = pickVersion(
          versions.get(familyId) ?? [],
          familyId === query.familyId ? query.scenarioVersion : undefined,
        );
        if (!version) continue;
        items.push(payoutView(market, outcomeId, version, listings.get(outcomeId) ?? []));
      }
    }
    return { items, nextPageToken: null, snapshotId: snapshot.snapshotId, asOf: snapshot.asOf };
  }
}

/** The named version, or the current one (the highest ordinal, last); undefined when there is none. */
export function pickVersion(
  versions: ScenarioVersionRecord[],
  wanted: string | undefined,
): ScenarioVersionRecord | undefined {
  return wanted === undefined
    ? versions[versions.length - 1]
    : versions.find((v) => v.version === wanted);
}

function scenarioView(s: ScenarioRecord, version: ScenarioVersionRecord): ScenarioView {
  return {
    ...s,
    familyId: version.familyId,
    scenarioVersion: version.version,
    observedAt: version.observedAt,
  };
}

function payoutView(
  market: MarketRecord,
  outcomeId: string,
  version: ScenarioVersionRecord,
  listings: ListingRecord[],
): PayoutView {
  const terms = market.outcomes.find((o) => o.outcomeId === outcomeId);
  const table = terms?.payouts[formatFamilyVersion(version)];
  // The import expands every payout map to all scenarios of its version; a gap is no payout.
  const amounts =
    table && version.scenarios.every((s) => table[s.scenarioId] !== undefined) ? table : undefined;
  const rules = listings[0]?.tradingRules;
  const base = {
    outcomeId,
    familyId: version.familyId,
    scenarioVersion: version.version,
    payoutCurrency: rules?.payoutCurrency ?? null,
    payoutUnit: rules?.payoutUnit ?? '1',
  };
  if (!amounts) {
    const member = market.familyIds.includes(version.familyId);
    return {
      ...base,
      status: 'UNSUPPORTED',
      reason: member
        ? `market ${market.marketId} is in family ${version.familyId} but publishes no payouts for scenario version ${version.version}`
        : `market ${market.marketId} is not in family ${version.familyId}`,
      payouts: null,
    };
  }
  return {
    ...base,
    status: 'SUPPORTED',
    payouts: version.scenarios.map((s) => ({
      scenarioId: s.scenarioId,
      value: amounts[s.scenarioId]!,
    })),
  };
}
