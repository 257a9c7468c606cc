import neo4j, { Neo4jError } from 'neo4j-driver';
import { isUnavailable } from './executor';

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
