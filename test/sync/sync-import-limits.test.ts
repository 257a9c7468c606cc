// Every page of a sync pass and its cross-venue step are imports: they get the import limits
// (src/app/open-store.ts, importLimits), whatever a request's, in `settlegraph sync` and in
// `serve` with SETTLEGRAPH_SYNC. A loaded Neo4j failed the first sync into it, and with it the
// start, when they had a request's 10 s. Made certain here: the request limits are 300 ms, and
// the worker's embedded Neo4j is frozen for 2.5 s from the first venue request on, so the pass's
// first store read waits longer than a request may. Skipped for a Neo4j at NEO4J_URI.
import { runSync } from '../../src/cli/sync-command';
import { readConfig } from '../../src/app/config';
import { startServer } from '../../src/app/start';
import { canFreezeNeo4j, freezeNeo4jFor, thawNeo4j } from '../neo4j/frozen-neo4j-process';
import { Neo4jTestDatabase } from '../neo4j/neo4j-test-store';
import { VenueSimulator } from '../support/venue-simulator';

const frozenTest = canFreezeNeo4j ? test : test.skip;
const FREEZE_MS = 2_500;

const database = new Neo4jTestDatabase();
let simulator: VenueSimulator;

beforeAll(async () => {
  simulator = await VenueSimulator.start();
});
afterEach(() => {
  simulator.arriving = undefined;
  thawNeo4j();
});
afterAll(async () => {
  await simulator.close();
  await database.close();
});

/** The environment of a process with a request's limits of 300 ms, on this worker's Neo4j. */
function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { kalshi, polymarketGamma, polymarketClob } = simulator.endpoints;
  return {
    NEO4J_URI: process.env.NEO4J_URI,
    ...(process.env.NEO4J_USER !== undefined && { NEO4J_USER: process.env.NEO4J_USER }),
    ...(process.env.NEO4J_PASSWORD !== undefined && { NEO4J_PASSWORD: process.env.NEO4J_PASSWORD }),
    SETTLEGRAPH_KALSHI_URL: kalshi,
    SETTLEGRAPH_POLYMARKET_GAMMA_URL: polymarketGamma,
    SETTLEGRAPH_POLYMARKET_CLOB_URL: polymarketClob,
    SETTLEGRAPH_NEO4J_READ_TIMEOUT_MS: '300',
    SETTLEGRAPH_NEO4J_WRITE_TIMEOUT_MS: '300',
    ...extra,
  };
}

/** Freezes Neo4j for FREEZE_MS at the first venue request; the thaw, once frozen. */
function freezeAtFirstVenueRequest(): { thawed: () => Promise<void> | undefined } {
  let thawed: Promise<void> | undefined;
  simulator.arriving = () => {
    thawed ??= freezeNeo4jFor(FREEZE_MS);
  };
  return { thawed: () => thawed };
}

async function headRevision(): Promise<number> {
  const store = await database.store();
  try {
    return (await store.head()).revision;
  } finally {
    await store.close();
  }
}

frozenTest(
  'sync --once lands its pages though Neo4j stalls longer than a request may wait',
  async () => {
    await (await database.emptyStore()).close();
    const freeze = freezeAtFirstVenueRequest();
    const out: string[] = [];
    const code = await runSync(
      { once: true, venues: 'polymarket' },
      readConfig(environment()),
      (line) => out.push(line),
      (text) => out.push(text),
    );
    expect(freeze.thawed()).toBeDefined();
    await freeze.thawed();
    expect(out.join('\n')).toMatch(
      /^sync pass: polymarket: \d+ responses \(CATALOG, HISTORY\); \d+ records written in \d+ commits/m,
    );
    expect(code).toBe(0);
    expect(await headRevision()).toBeGreaterThan(0);
  },
);

frozenTest(
  'serve with SETTLEGRAPH_SYNC: the first pass lands though Neo4j stalls longer than a request may wait',
  async () => {
    await (await database.emptyStore()).close();
    const lines: string[] = [];
    const freeze = freezeAtFirstVenueRequest();
    const server = await startServer(
      readConfig(
        environment({
          PORT: '0',
          HOST: '127.0.0.1',
          SETTLEGRAPH_CATALOG: 'demo',
          SETTLEGRAPH_SYNC: 'polymarket',
          SETTLEGRAPH_SYNC_INTERVAL_S: '3600',
          SETTLEGRAPH_STREAMS: 'off',
          LOG_LEVEL: 'silent',
          SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: 'import-limits-key', scopes: ['s'] }]),
        }),
      ),
      (line) => lines.push(line),
    );
    try {
      const deadline = Date.now() + 60_000;
      while (!lines.some((l) => /^sync pass/.test(l)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(freeze.thawed()).toBeDefined();
      const pass = lines.find((l) => /^sync pass/.test(l));
      expect(pass).toMatch(
        /^sync pass: polymarket: \d+ responses .* records written in \d+ commits/,
      );
    } finally {
      await server.close();
    }
  },
);
