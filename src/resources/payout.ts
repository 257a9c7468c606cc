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

export const ScenarioValueDefinition = Obj({
  scenarioId: With(Str, { description: 'the scenario' }),
  value: With(Decimal, { description: 'per-unit payout, in the payout currency' }),
});
export type ScenarioValue = Static<typeof ScenarioValueDefinition>;

export const PayoutDefinition = Obj(
  {
    outcomeId: With(Str, { description: 'the outcome' }),
    familyId: With(Str, { description: 'the family' }),
    scenarioVersion: With(Str, { description: 'the scenario version' }),
    status: With(OneOf(PAYOUT_STATUSES), { description: 'whether the outcome has payouts there' }),
    reason: Optional(With(Str, { description: 'why an UNSUPPORTED outcome has no payouts here' })),
    payoutCurrency: Nullable(Str, {
      description: "the payout currency of the outcome's listings; null when it has none",
    }),
    payoutUnit: With(Decimal, { description: 'what one unit pays at most' }),
    payouts: NullableList(ScenarioValueDefinition, {
      description: 'per-unit payout in each scenario, in scenario order; null when UNSUPPORTED',
    }),
  },
  { $id: 'Payout' },
);
export type Payout = Static<typeof PayoutDefinition>;
