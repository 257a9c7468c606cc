// Hooks set up and tear down what their tests need: a server started, a store opened and a catalog
// imported, an embedded Neo4j started or stopped. jest's default limit for a hook is the suite's
// testTimeout (60 s), which a loaded machine passes while the hook is still making progress, and
// the tests of the file then fail as if something hung. So every hook gets at least the readiness
// limit (test/support/readiness.ts): what it waits for bounds it, and the limit only ends one that
// never gets there. Tests keep their own limits.
import { READINESS_LIMIT_MS } from '../support/readiness';

type Hook = (fn: jest.ProvidesHookCallback, timeout?: number) => void;

for (const name of ['beforeAll', 'beforeEach', 'afterAll', 'afterEach'] as const) {
  const hook: Hook = globalThis[name];
  const limited: Hook = (fn, timeout) => hook(fn, Math.max(timeout ?? 0, READINESS_LIMIT_MS));
  globalThis[name] = limited;
}
