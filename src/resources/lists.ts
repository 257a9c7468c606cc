// The list envelopes of the list operations (docs/decisions.md, "REST facade"): one per item kind.
import { CrossVenuePairDefinition } from './cross-venue-pair';
import { EventDefinition } from './event';
import { FairValueDefinition } from './fair-value';
import { FamilyDefinition } from './family';
import { MarketDefinition } from './market';
import {
  FeeDefinition,
  OrderBookDefinition,
  PriceBarDefinition,
  QuoteDefinition,
  StatisticsRecordDefinition,
  TradePrintDefinition,
} from './market-data';
import { ListOf } from './paging';
import { PayoutDefinition } from './payout';
import { RelationshipDefinition } from './relationship';
import { ScenarioDefinition } from './scenario';
import { Ref } from './schema-kit';

export const EventListDefinition = ListOf(Ref(EventDefinition));
export const MarketListDefinition = ListOf(Ref(MarketDefinition));
export const FamilyListDefinition = ListOf(Ref(FamilyDefinition));
export const ScenarioListDefinition = ListOf(Ref(ScenarioDefinition));
export const PayoutListDefinition = ListOf(Ref(PayoutDefinition));
export const RelationshipListDefinition = ListOf(Ref(RelationshipDefinition));
export const FairValueListDefinition = ListOf(Ref(FairValueDefinition));
export const QuoteListDefinition = ListOf(Ref(QuoteDefinition));
export const OrderBookListDefinition = ListOf(Ref(OrderBookDefinition));
export const TradePrintListDefinition = ListOf(Ref(TradePrintDefinition));
export const PriceBarListDefinition = ListOf(Ref(PriceBarDefinition));
export const FeeListDefinition = ListOf(Ref(FeeDefinition));
export const StatisticsListDefinition = ListOf(Ref(StatisticsRecordDefinition));
export const CrossVenuePairListDefinition = ListOf(Ref(CrossVenuePairDefinition));
