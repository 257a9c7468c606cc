// POST /markets:resolve and Query.resolveMarkets: native identifiers in, service identifiers out
// (schema/openapi.yaml, POST /markets:resolve; the token, ticker and slug forms from docs/decisions.md).
import { LIMITS } from '../domain/limits';
import { RESOLVE_STATUSES } from '../domain/value-sets';
import {
  Closed,
  Id,
  Ids,
  List,
  Obj,
  OneOf,
  Optional,
  Str,
  Timestamp,
  With,
  Words,
  type Static,
} from './schema-kit';

/** The identifier forms of a native input (each optional beside the venue). */
const forms = {
  venueMarketId: Optional(
    With(Id, { description: 'native market ID; alone it resolves the whole market' }),
  ),
  venueOutcomeId: Optional(
    With(Id, {
      description:
        "selects one outcome side of a market-level form; beside {tokenId} it must be the token's own side",
    }),
  ),
  tokenId: Optional(With(Id, { description: 'order-book token ID: selects one listing' })),
  ticker: Optional(
    With(Id, { description: 'Kalshi market ticker; with {venueOutcomeId} selects one listing' }),
  ),
  slug: Optional(
    With(Id, { description: 'Polymarket slug; with {venueOutcomeId} selects one listing' }),
  ),
  conditionId: Optional(With(Id, { description: 'Polymarket condition ID: a market-level form' })),
};

export const ResolveInputDefinition = Closed({ clientReference: Id, venue: Id, ...forms });
export type ResolveInput = Static<typeof ResolveInputDefinition>;

export const ResolveRequestDefinition = Closed({
  inputs: List(ResolveInputDefinition, {}, { minItems: 1, maxItems: LIMITS.resolveInputsMax }),
});
export type ResolveRequest = Static<typeof ResolveRequestDefinition>;

/** The native input as given, echoed. */
export const NativeInputDefinition = Obj({ venue: Id, ...forms });
export type NativeInput = Static<typeof NativeInputDefinition>;

export const ResolvedOutcomeDefinition = Obj({
  outcomeId: Str,
  label: Str,
  listings: List(Obj({ listingId: Str, mappingVersion: Str, venueOutcomeId: Optional(Str) })),
});
export type ResolvedOutcome = Static<typeof ResolvedOutcomeDefinition>;

export const ResolveItemDefinition = Obj({
  clientReference: Str,
  status: OneOf(RESOLVE_STATUSES),
  input: NativeInputDefinition,
  reason: Optional(Words()),
  marketId: Optional(Str),
  marketVersion: Optional(Str),
  eventIds: Optional(Ids),
  familyIds: Optional(Ids),
  outcomes: Optional(List(ResolvedOutcomeDefinition)),
  candidateMarketIds: Optional(Ids),
  candidateOutcomeIds: Optional(Ids),
});
export type ResolveItem = Static<typeof ResolveItemDefinition>;

export const ResolveResultDefinition = Obj(
  { asOf: Timestamp, items: List(ResolveItemDefinition) },
  { required: ['items', 'asOf'] },
);
export type ResolveResult = Static<typeof ResolveResultDefinition>;
