// How records become node properties and back. A row keeps the record as JSON in `doc`, so reads
// return exactly what was written, plus the properties that queries filter, index and rank on.
import { searchableText } from '../../domain/words';
import { recordKey, type RecordKind, type RecordPut, type StoreRecords } from '../store';
import type { CypherName } from './cypher-registry';
import { stringOf } from './row-values';

/** The statements that write and read the rows of each kind. */
export const ROW_STATEMENTS: { readonly [K in RecordKind]: { put: CypherName; get: CypherName } } =
  {
    family: { put: 'put-family', get: 'get-families' },
    scenarioVersion: { put: 'put-scenario-version', get: 'get-scenario-versions' },
    event: { put: 'put-event', get: 'get-events' },
    market: { put: 'put-market', get: 'get-markets' },
    listing: { put: 'put-listing', get: 'get-listings' },
    convention: { put: 'put-convention', get: 'get-conventions' },
    jointScope: { put: 'put-joint-scope', get: 'get-joint-scopes' },
    fairValue: { put: 'put-fair-value', get: 'get-fair-values' },
  };

export interface RecordRow {
  key: string;
  /** Every property of the new node; null values are simply not stored. */
  props: Record<string, unknown>;
}

/**
 * The rows one commit writes, per kind, in batch order. A key put twice in one batch keeps every
 * row (marketVersion reads history), but only the last stays open, as in the memory store.
 */
export function rowsOfPuts(
  puts: readonly RecordPut[],
  revision: number,
): Map<RecordKind, RecordRow[]> {
  const last = new Map<string, number>();
  puts.forEach((put, pos) => last.set(`${put.kind}\u0000${recordKey(put)}`, pos));
  const rows = new Map<RecordKind, RecordRow[]>();
  puts.forEach((put, pos) => {
    const key = recordKey(put);
    const superseded = last.get(`${put.kind}\u0000${key}`) !== pos;
    const props = {
      ...filterProps(put),
      key,
      validFrom: revision,
      validTo: superseded ? revision : null,
      pos,
      doc: JSON.stringify(put.record),
    };
    let ofKind = rows.get(put.kind);
    if (!ofKind) rows.set(put.kind, (ofKind = []));
    ofKind.push({ key, props });
  });
  return rows;
}

function filterProps(put: RecordPut): Record<string, unknown> {
  switch (put.kind) {
    case 'family': {
      const r = put.record;
      return {
        familyId: r.familyId,
        category: r.category,
        ...searchableText(r.title, r.description, r.tags),
      };
    }
    case 'scenarioVersion': {
      const r = put.record;
      return { familyId: r.familyId, version: r.version, ordinal: r.ordinal };
    }
    case 'event': {
      const r = put.record;
      return {
        eventId: r.eventId,
        venue: r.venue,
        venueEventId: r.venueEventId,
        category: r.category,
        status: r.status,
        familyIds: r.familyIds,
        ...searchableText(r.title, r.description, r.tags),
      };
    }
    case 'market': {
      const r = put.record;
      return {
        marketId: r.marketId,
        version: r.version,
        category: r.category,
        status: r.status,
        eventIds: r.eventIds,
        familyIds: r.familyIds,
        outcomeIds: r.outcomes.map((o) => o.outcomeId),
        isCombo: r.isCombo,
        // Only on markets that keep settlement terms: markets-with-terms.cypher finds them by it.
        termsVenue: r.settlementEvidence?.terms?.venue ?? null,
        ...searchableText(r.title, r.description, r.tags),
      };
    }
    case 'listing': {
      const r = put.record;
      return {
        listingId: r.listingId,
        venue: r.venue,
        venueMarketId: r.venueMarketId,
        venueOutcomeId: r.venueOutcomeId,
        outcomeId: r.outcomeId,
        marketId: r.marketId,
        mappingVersion: r.mappingVersion,
        status: r.status,
        venueEventIds: r.venueEventIds,
        tokenId: r.tokenId ?? null,
        ticker: r.ticker ?? null,
        slug: r.slug ?? null,
        conditionId: r.conditionId ?? null,
      };
    }
    case 'convention': {
      const r = put.record;
      return { conventionId: r.conventionId, venue: r.venue, rule: r.rule };
    }
    case 'jointScope': {
      const r = put.record;
      return { jointScopeId: r.jointScopeId, familyIds: r.familyIds, kind: r.kind };
    }
    case 'fairValue': {
      const r = put.record;
      return { scopeId: r.scopeId, outcomeId: r.outcomeId, marketVersion: r.marketVersion };
    }
  }
}

/** A record stored by rowsOfPuts (or a change by the commit); the JSON is ours, hence the cast. */
export function docOf<K extends RecordKind>(_kind: K, json: unknown): StoreRecords[K] {
  return JSON.parse(stringOf(json, 'doc')) as StoreRecords[K];
}
