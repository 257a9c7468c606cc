// Payouts over a joint scope (docs/decisions.md, Combos): a combo over families a joint scope
// declares INDEPENDENT keeps its payouts under `fam-a@1+fam-b@2`. GET /payouts reports such a
// vector with family_id the joint scope's ID (`fam-a+fam-b`), scenario_version the members'
// versions (`1+2`) and joint scenario IDs (`fam-a/s+fam-b/t`, docs/decisions.md).
import { scenarioSpaceOf, type ScopeMember } from '../domain/combos/scenario-space';
import { isJointPayoutKey, parsePayoutKey, scopeIdOf, scopeVersionOf } from '../domain/payout-key';
import type { MarketRecord } from '../domain/records';
import type { Store } from '../store/store';
import type { Payout as PayoutView } from '../resources/payout';

export interface JointPayoutQuery {
  familyId?: string | undefined;
  scenarioVersion?: string | undefined;
}

/** The joint payout views of each outcome (by outcome ID) that has any, at the revision. */
export async function jointPayoutViews(
  store: Store,
  revision: number,
  outcomes: { outcomeId: string; market: MarketRecord }[],
  query: JointPayoutQuery,
): Promise<Map<string, PayoutView[]>> {
  const wanted = outcomes.flatMap(({ outcomeId, market }) => {
    const terms = market.outcomes.find((o) => o.outcomeId === outcomeId);
    return Object.keys(terms?.payouts ?? {})
      .map((key) => ({ outcomeId, key, payoutKey: parsePayoutKey(key), terms: terms! }))
      .filter(
        ({ payoutKey }) =>
          isJointPayoutKey(payoutKey) &&
          (query.familyId === undefined ||
            (query.familyId === scopeIdOf(payoutKey) &&
              (query.scenarioVersion === undefined ||
                query.scenarioVersion === scopeVersionOf(payoutKey)))),
      );
  });
  const views = new Map<string, PayoutView[]>();
  if (wanted.length === 0) return views;
  const versions = await store.scenarioVersionsOfFamilies(
    [...new Set(wanted.flatMap((w) => w.payoutKey.members.map((m) => m.familyId)))],
    revision,
  );
  for (const { outcomeId, key, payoutKey, terms } of wanted) {
    const { members } = payoutKey;
    const scope: ScopeMember[] = [];
    for (const m of members) {
      const version = (versions.get(m.familyId) ?? []).find((v) => v.version === m.version);
      if (version)
        scope.push({ familyId: m.familyId, version: m.version, scenarios: version.scenarios });
    }
    if (scope.length !== members.length) continue;
    const space = scenarioSpaceOf(scope);
    const table = terms.payouts[key]!;
    const complete = space.scenarios.every((s) => table[s.scenarioId] !== undefined);
    const view: PayoutView = {
      outcomeId,
      familyId: space.familyId,
      scenarioVersion: space.scenarioVersion,
      status: complete ? 'SUPPORTED' : 'UNSUPPORTED',
      ...(complete
        ? {}
        : { reason: `the payouts of ${outcomeId} do not cover every joint scenario` }),
      payoutCurrency: null,
      payoutUnit: terms.payoutUnit,
      payouts: complete
        ? space.scenarios.map((s) => ({ scenarioId: s.scenarioId, value: table[s.scenarioId]! }))
        : null,
    };
    views.set(outcomeId, [...(views.get(outcomeId) ?? []), view]);
  }
  return views;
}
