// Neo4j's default time limits, apart from the executor that applies them: reading them loads no
// driver, so a process on the memory store never loads neo4j-driver (docs/decisions.md, "Start in
// seconds").

/** A transaction running longer is stopped by Neo4j and reported as SERVICE_UNAVAILABLE. */
export const TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * A Neo4j that is frozen or cut off without refusing connections never answers, and neither the
 * server's transaction timeout nor the driver's connection timeouts end the wait. A read not
 * answered within this time fails as SERVICE_UNAVAILABLE.
 */
export const READ_DEADLINE_MS = 10_000;
