// Catalogs adapted from recorded venue payloads, with what the term readers and the matcher give
// for them directly: the reference the served terms and pairs (include=EVIDENCE,
// SettlementEvidence.terms, GET /v1/cross-venue-pairs, Query.crossVenuePairs) are checked against.
// `recorded` is test/fixtures/cross-venue/ (SOURCES.md there: the World Cup and Fed Chair
// markets of both venues that pairs.json labels); `documented` is the Kalshi and Polymarket
// payloads of test/fixtures/venues/, whose Fed and bitcoin markets give EQUIVALENT and DIFFERENT
// verdicts too.
import { adaptVenuePayloads } from '../../src/catalog/venues/adapt-venues';
import type { VenueFiles } from '../../src/venues/common/payload-file';
import { readVenuePayloads } from '../../src/venues/read-venue-payloads';
import {
  marketsOfPayloads,
  matchMarkets,
  type CandidateMarket,
  type ProposedPair,
} from '../../src/domain/matching/match-markets';
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import { venueFiles } from '../catalog/venues/venue-fixtures';
import { recordedVenueFiles } from './labelled-pairs';

export interface AdaptedSet {
  catalog: CatalogDocument;
  /** extractTerms of every market of the payloads, by venue market ID. */
  terms: Map<string, SettlementTerms>;
  /** The matcher's pairs as `kalshi|polymarket|verdict|relation` keys, in its order. */
  pairs: string[];
  /** The markets as the matcher reads them. */
  markets: CandidateMarket[];
}

/**
 * The matcher's pairs of several sets' markets together, as a store holding all their catalogs
 * serves them: a market's candidates depend on every market of the other venue.
 */
export function pairsTogether(...sets: AdaptedSet[]): string[] {
  return keysOf(matchMarkets(sets.flatMap((s) => s.markets)).pairs);
}

function keysOf(pairs: readonly ProposedPair[]): string[] {
  return pairs.map((p) =>
    pairKey(p.kalshi.venueMarketId, p.polymarket.venueMarketId, p.verdict, p.relation),
  );
}

function adapted(groups: VenueFiles[]): AdaptedSet {
  // With their titles and rules, as the catalog keeps them and the service gives them.
  const markets = marketsOfPayloads(readVenuePayloads(groups));
  return {
    catalog: adaptVenuePayloads(groups),
    terms: new Map(markets.map((m) => [m.terms.venueMarketId, m.terms])),
    pairs: keysOf(matchMarkets(markets).pairs),
    markets,
  };
}

export function pairKey(
  kalshi: string,
  polymarket: string,
  verdict: string,
  relation: string | null,
): string {
  return `${kalshi}|${polymarket}|${verdict}|${relation ?? ''}`;
}

// A set is computed once for a test file (the recorded one costs about a second of CPU: adapting,
// reading every market's terms, matching) and each call gets a copy of its own, as a set computed
// anew was: a test or the server it starts may change what it is given. The files it comes from
// do not change during a run.
let recorded: AdaptedSet | undefined;
let documented: AdaptedSet | undefined;

export const recordedSet = (): AdaptedSet =>
  structuredClone((recorded ??= adapted(recordedVenueFiles())));

export const documentedSet = (): AdaptedSet =>
  structuredClone((documented ??= adapted([venueFiles('kalshi'), venueFiles('polymarket')])));
