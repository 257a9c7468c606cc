// The HTTP client of a sync: the venue budgets under the configured endpoints' hosts.
import { budgetsByHost } from './venue-budgets';
import { VenueHttp, type AttemptReport } from './venue-http';
import type { VenueEndpoints } from './venue-sources';

export function syncHttp(
  endpoints: VenueEndpoints,
  onAttempt?: (attempt: AttemptReport) => void,
): VenueHttp {
  return new VenueHttp({ budgets: budgetsByHost(endpoints), ...(onAttempt ? { onAttempt } : {}) });
}
