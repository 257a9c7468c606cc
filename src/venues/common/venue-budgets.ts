// Default request budgets of the venues' public APIs: half or less of the published limits, so a
// sync never meets them (docs/decisions.md, "Venue sync", with the published figures and when
// they were read).
import type { VenueEndpoints } from './venue-endpoints';
import type { RequestBudget } from './token-bucket';

export const VENUE_BUDGETS: Readonly<Record<keyof VenueEndpoints, RequestBudget>> = {
  // Kalshi's Basic tier: 20 reads a second.
  kalshi: { perSecond: 10, burst: 10 },
  // Polymarket Gamma: /markets 300 and /events 500 requests per 10 s.
  polymarketGamma: { perSecond: 15, burst: 15 },
  // Polymarket CLOB: /books 500, /prices-history 1,000, /book 1,500 requests per 10 s.
  polymarketClob: { perSecond: 25, burst: 25 },
};

/** The budgets by host of the configured endpoints (one host serving two APIs takes the smaller). */
export function budgetsByHost(endpoints: VenueEndpoints): Record<string, RequestBudget> {
  const byHost: Record<string, RequestBudget> = {};
  for (const api of Object.keys(VENUE_BUDGETS) as (keyof VenueEndpoints)[]) {
    const host = new URL(endpoints[api]).host;
    const budget = VENUE_BUDGETS[api];
    const known = byHost[host];
    byHost[host] = known && known.perSecond < budget.perSecond ? known : budget;
  }
  return byHost;
}
