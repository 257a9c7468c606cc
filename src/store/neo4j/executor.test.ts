import neo4j, { Neo4jError } from 'neo4j-driver';
import { isUnavailable, unavailableCause } from './executor';

// The driver's node channel reports a connection reset under a running statement this way (seen
// when the database was killed mid-batch, test/reliability/neo4j-crash-recovery.test.ts).
const RESET =
  'Failed to connect to server. Please ensure that your database is listening on the correct host ' +
  'and port and that you have compatible encryption settings both on Neo4j server and driver. ' +
  'Note that the default encryption setting has changed in Neo4j 4.0. Caused by: read ECONNRESET';

/** An error as the driver makes it for a code of its own (GQL status 50N42, as its newError). */
function driverError(message: string, code: string): Neo4jError {
  return new Neo4jError(
    message,
    code,
    '50N42',
    'error: general processing exception - unexpected error',
  );
}

describe('isUnavailable', () => {
  test('a connection lost under a statement is the store being unavailable, whatever its code', () => {
    expect(isUnavailable(driverError(RESET, neo4j.error.PROTOCOL_ERROR))).toBe(true);
    expect(isUnavailable(driverError(RESET, neo4j.error.SERVICE_UNAVAILABLE))).toBe(true);
    expect(
      isUnavailable(driverError('Connection was closed by server', neo4j.error.PROTOCOL_ERROR)),
    ).toBe(true);
  });

  test('other protocol and client errors are not', () => {
    expect(
      isUnavailable(driverError('Unknown Bolt protocol version: 9', neo4j.error.PROTOCOL_ERROR)),
    ).toBe(false);
    expect(
      isUnavailable(driverError('Invalid input', 'Neo.ClientError.Statement.SyntaxError')),
    ).toBe(false);
  });
});

describe('unavailableCause: what a client is told', () => {
  test.each([
    [
      'a transaction past its limit',
      'Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration',
      'The transaction has been terminated...',
      'a Neo4j transaction timed out after 5000 ms',
    ],
    [
      // Neo4j 5's code, and 4.x's as the driver standardises it.
      'a transaction stopped while waiting for a lock',
      'Neo.ClientError.Transaction.LockClientStopped',
      'The transaction has been terminated, so no more locks can be acquired.',
      'a Neo4j transaction was stopped while waiting for a lock; its limit is 5000 ms',
    ],
    [
      'a terminated transaction',
      'Neo.ClientError.Transaction.Terminated',
      'The transaction has been terminated.',
      'a Neo4j transaction was terminated',
    ],
    [
      'a refused connection',
      neo4j.error.SERVICE_UNAVAILABLE,
      'Failed to connect to server. Please ensure that your database is listening on the correct host and port. Caused by: connect ECONNREFUSED 127.0.0.1:7687',
      'Neo4j refused the connection',
    ],
    [
      'a connection not made in time',
      neo4j.error.SERVICE_UNAVAILABLE,
      'Failed to establish connection in 3000ms',
      'no connection to Neo4j within 3000 ms',
    ],
    [
      'no pooled connection in time',
      'N/A',
      'Connection acquisition timed out in 5000 ms. Pool status: Active conn count = 100, Idle conn count = 0.',
      'no Neo4j connection came free within 5000 ms',
    ],
    [
      'a connection reset under a statement',
      neo4j.error.PROTOCOL_ERROR,
      RESET,
      'the connection to Neo4j was lost',
    ],
    [
      'a transient error',
      'Neo.TransientError.Transaction.DeadlockDetected',
      "ForsetiClient[1] can't acquire ExclusiveLock...",
      'Neo4j is busy (Neo.TransientError.Transaction.DeadlockDetected)',
    ],
  ])('%s', (_name, code, message, cause) => {
    const error = driverError(message, code);
    expect(unavailableCause(error, 5_000)).toBe(cause);
    expect(isUnavailable(error)).toBe(true);
  });

  test('a client error of the request is not unavailability', () => {
    expect(
      unavailableCause(
        driverError('Invalid input', 'Neo.ClientError.Statement.SyntaxError'),
        5_000,
      ),
    ).toBeUndefined();
  });
});
