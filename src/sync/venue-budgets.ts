// Default request budgets of the venues' public hosts: half or less of the published limits, so a
// sync never meets them (docs/decisions.md, "Venue sync", with the published figures and when
// they were read).
import type { RequestBudget } from './token-bucket';

export const DEFAULT_VENUE_BUDGETS: Readonly<Record<string, RequestBudget>> = {
  // Kalshi's Basic tier: 20 reads a second.
  'api.elections.kalshi.com': { perSecond: 10, burst: 10 },
  // Polymarket Gamma: /markets 300 and /events 500 requests per 10 s.
  'gamma-api.polymarket.com': { perSecond: 15, burst: 15 },
  // Polymarket CLOB: /books 500, /prices-history 1,000, /book 1,500 requests per 10 s.
  'clob.polymarket.com': { perSecond: 25, burst: 25 },
};
