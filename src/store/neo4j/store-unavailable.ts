// SERVICE_UNAVAILABLE for a store that could not do its part in time (docs/errors.md): the message
// names the cause in words a client may read (a timeout and its length, a refused connection);
// the driver's error, with the addresses and texts an operator needs, is the `cause`, which the
// gateway logs and the commands print (docs/decisions.md, "Store unavailability names its cause").
import { ServiceError } from '../../domain/errors';

export function storeUnavailable(cause: string, detail?: Error): ServiceError {
  const unavailable = new ServiceError(
    'SERVICE_UNAVAILABLE',
    `the store is unavailable (${cause}); retry later`,
  );
  if (detail) unavailable.cause = detail;
  return unavailable;
}
