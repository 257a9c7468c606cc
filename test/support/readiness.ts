// How long the suite waits for something to become ready: an embedded Neo4j to start or recover,
// a server to listen, a store to be opened and a catalog imported into it, a child process to get
// where a test needs it. On a quiet machine these take seconds; on a loaded one, minutes. A wait
// bounded by this ends as soon as what it waits for is there, so the limit only decides how long
// something that never becomes ready takes to fail: it is an outer bound, not a measure of speed.
//
// A test that is mostly such waits (Neo4j started again several times, a command run to its end)
// sets 1_800_000 ms, twice this, as its own limit, with a comment naming this file: written as a
// number, so the test keeps its usual layout.

/** The outer limit of a wait for readiness, and of every hook (test/setup/hook-limits.ts). */
export const READINESS_LIMIT_MS = 15 * 60_000;
