// Payout: the per-unit payout vector of an outcome in one family version (docs/decisions.md).
import { PAYOUT_STATUSES } from '../domain/value-sets';
import {
  Decimal,
  Nullable,
  NullableList,
  Obj,
  OneOf,
  Optional,
  Str,
  With,
  type Static,
} from './schema-kit';

export const ScenarioValueDefinition = Obj({ scenarioId: Str, value: Decimal });
export type ScenarioValue = Static<typeof ScenarioValueDefinition>;

export const PayoutDefinition = Obj(
  {
    outcomeId: Str,
    familyId: Str,
    scenarioVersion: Str,
    status: OneOf(PAYOUT_STATUSES),
    reason: Optional(With(Str, { description: 'why an UNSUPPORTED outcome has no payouts here' })),
    payoutCurrency: Nullable(Str, {
      description: "from the outcome's listings; null when it has none",
    }),
    payoutUnit: Decimal,
    payouts: NullableList(ScenarioValueDefinition, {
      description: 'per-unit payout in each scenario, in scenario order; null when UNSUPPORTED',
    }),
  },
  { $id: 'Payout' },
);
export type Payout = Static<typeof PayoutDefinition>;
