// What the store already holds that a catalog may refer to or change, read at one revision.
import type {
  ConventionRecord,
  EventRecord,
  FamilyRecord,
  JointScopeRecord,
  ListingRecord,
  MarketRecord,
  ScenarioVersionRecord,
} from '../domain/records';
import type { MarketDataContext } from './load-market-data';

export interface KnownRecords {
  revision: number;
  families: Map<string, FamilyRecord>;
  /** Published scenario versions per family by ordinal: the last is the current one. */
  scenarioVersions: Map<string, ScenarioVersionRecord[]>;
  events: Map<string, EventRecord>;
  markets: Map<string, MarketRecord>;
  /** Every published version of the catalog's markets: market ID, then version label. */
  marketVersions: Map<string, Map<string, MarketRecord>>;
  /** The market that already defines each outcome the catalog names. */
  outcomeMarkets: Map<string, string>;
  listings: Map<string, ListingRecord>;
  conventions: Map<string, ConventionRecord>;
  jointScopes: Map<string, JointScopeRecord>;
  /** Every current market of the families the catalog touches: relationships are derived per family. */
  familyMarkets: Map<string, MarketRecord[]>;
  /** The listings and stored rows the catalog's market data names (absent: none known). */
  marketData?: MarketDataContext;
}

export function emptyKnownRecords(revision = 0): KnownRecords {
  return {
    revision,
    families: new Map(),
    scenarioVersions: new Map(),
    events: new Map(),
    markets: new Map(),
    marketVersions: new Map(),
    outcomeMarkets: new Map(),
    listings: new Map(),
    conventions: new Map(),
    jointScopes: new Map(),
    familyMarkets: new Map(),
  };
}
