// Cross-venue memberships set on stored markets and events that the catalog does not rewrite
// (CrossVenueChanges in plan-import.ts).
import { compareIds } from '../domain/payout-key';
import type { EventRecord, MarketRecord } from '../domain/records';
import {
  marketParts,
  withEventFamilies,
  withMemberships,
  withMarketParts,
} from './venues/cross-venue/cross-venue-membership';
import { type PlanContext, sameContent } from './plan-context';

/**
 * Stored markets and events given other cross-venue memberships, updated in place, the payouts
 * checked against the families' scenario versions as a catalog's are.
 */
export function planMemberships(ctx: PlanContext): void {
  const inCatalog = new Set(ctx.draft.markets.map((m) => m.marketId));
  for (const [marketId, next] of ctx.crossVenue.markets ?? []) {
    const previous = ctx.known.markets.get(marketId);
    const parts = previous && marketParts(previous);
    if (!previous || !parts || inCatalog.has(marketId)) continue;
    const path = `cross-venue memberships of ${marketId}`;
    for (const m of next) {
      if (!ctx.familyIds.has(m.familyId)) ctx.problem(path, `unknown family "${m.familyId}"`);
      else checkScenarioIds(ctx, m.familyId, m.version, Object.keys(m.yes), path);
    }
    // Memberships are no term of a version (settlementTerms): the version stays.
    const record: MarketRecord = {
      ...withMarketParts(previous, withMemberships(parts, next)),
      observedAt: ctx.now,
    };
    if (sameContent(previous, record)) continue;
    ctx.puts.push({ kind: 'market', record });
    const families = next.map((m) => m.familyId);
    ctx.change(
      'CONTRACT',
      marketId,
      'UPDATED',
      record.version,
      record.familyIds,
      `market ${marketId} version ${record.version} cross-venue families now ${families.length > 0 ? families.join(', ') : 'none'}`,
    );
  }
  for (const [eventId, families] of ctx.crossVenue.events ?? []) {
    const previous = ctx.known.events.get(eventId);
    if (!previous || ctx.draft.events.some((e) => e.eventId === eventId)) continue;
    const record: EventRecord = {
      ...previous,
      familyIds: withEventFamilies(previous.familyIds, families),
      observedAt: ctx.now,
    };
    if (sameContent(previous, record)) continue;
    ctx.puts.push({ kind: 'event', record });
    ctx.change(
      'CONTRACT',
      eventId,
      'UPDATED',
      '',
      record.familyIds,
      `event ${eventId} (${previous.venue} ${previous.venueEventId}) cross-venue families now ${families.length > 0 ? families.join(', ') : 'none'}`,
    );
  }
}

/** Problems unless `scenarioIds` are exactly the scenarios of the family's version. */
function checkScenarioIds(
  ctx: PlanContext,
  familyId: string,
  version: string,
  scenarioIds: readonly string[],
  path: string,
): void {
  const scenarios = ctx.versions.get(familyId)?.get(version);
  if (!scenarios) {
    ctx.problem(path, `family ${familyId} has no scenario version "${version}"`);
    return;
  }
  const wanted = scenarios.map((s) => s.scenarioId).sort(compareIds);
  if (!sameContent(wanted, [...scenarioIds].sort(compareIds)))
    ctx.problem(path, `payouts under ${familyId}@${version} do not name its scenarios`);
}
