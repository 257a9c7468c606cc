// Node keys of market-data rows in Neo4j: JSON arrays of the key parts, unambiguous whatever the
// IDs contain.
import type { BarInterval, FeeKind } from '../../domain/market-data';

export function observationNodeKey(listingId: string, observedAt: string): string {
  return JSON.stringify([listingId, observedAt]);
}

export function barNodeKey(listingId: string, interval: BarInterval, start: string): string {
  return JSON.stringify([listingId, interval, start]);
}

export function feeNodeKey(listingId: string, kind: FeeKind, effectiveFrom?: string): string {
  return JSON.stringify(
    effectiveFrom === undefined ? [listingId, kind] : [listingId, kind, effectiveFrom],
  );
}
