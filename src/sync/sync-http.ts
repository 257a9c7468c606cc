// The HTTP client of a sync: the venue budgets under the configured endpoints' hosts, or one
// budget for every host (SETTLEGRAPH_SYNC_REQUESTS_PER_S: a higher API tier, or a local mirror).
import type { RequestBudget } from '../venues/common/token-bucket';
import { budgetsByHost } from '../venues/common/venue-budgets';
import { VenueHttp, type AttemptReport } from '../venues/common/venue-http';
import type { VenueEndpoints } from '../venues/common/venue-endpoints';

export function syncHttp(
  endpoints: VenueEndpoints,
  onAttempt?: (attempt: AttemptReport) => void,
  requestsPerSecond?: number,
): VenueHttp {
  const budgets = budgetsByHost(endpoints);
  if (requestsPerSecond !== undefined) {
    const budget: RequestBudget = { perSecond: requestsPerSecond, burst: requestsPerSecond };
    for (const host of Object.keys(budgets)) budgets[host] = budget;
  }
  return new VenueHttp({ budgets, ...(onAttempt ? { onAttempt } : {}) });
}
