// The ceiling of this machine: bench/http/ceiling-server.ts (node:http, one fixed JSON body) in a
// child process under the same load as the gateway. Every HTTP benchmark states its ratio to it.
import path from 'node:path';
import type { Benchmark } from '../harness';
import { CEILING_BODY } from './ceiling-server';
import { startServerProcess, type ServerProcess } from './server-process';
import { CONNECTIONS, loadRun, measured, RUNS, RUN_SECONDS, WARM_UP_SECONDS } from './throughput';
import { runLoad } from './load';

const NAME = 'http/ceiling';

function startCeiling(bodyBytes?: number): Promise<ServerProcess> {
  return startServerProcess({
    name: 'ceiling',
    script: path.join(__dirname, 'ceiling-server.js'),
    env: bodyBytes === undefined ? {} : { CEILING_BODY_BYTES: String(bodyBytes) },
    readyPath: '/',
  });
}

const measuredAlone = new Map<number | undefined, Promise<number>>();

/**
 * The ceiling's req/s in this run, answering a body of `bodyBytes` (the size the row it is
 * compared with answers; its own small body when absent): the ceiling benchmark's median when it
 * ran at that size, else measured once per size here (warm-up and one run).
 */
export function ceilingRps(bodyBytes?: number): Promise<number> {
  const fromBenchmark = measured.get(NAME);
  if (fromBenchmark && bodyBytes === undefined)
    return Promise.resolve(fromBenchmark.requestsPerSecond);
  let found = measuredAlone.get(bodyBytes);
  if (found) return found;
  found = (async () => {
    const server = await startCeiling(bodyBytes);
    try {
      const load = () =>
        runLoad({
          url: server.url,
          requests: [{ method: 'GET', path: '/' }],
          connections: CONNECTIONS,
          durationSeconds: RUN_SECONDS,
        });
      await load();
      return (await load()).requestsPerSecond;
    } finally {
      await server.stop();
    }
  })();
  measuredAlone.set(bodyBytes, found);
  return found;
}

export const ceilingBenchmark: Benchmark = {
  name: NAME,
  description: `A bare node:http handler answering ${Buffer.byteLength(CEILING_BODY)} bytes of fixed JSON, in its own process, ${CONNECTIONS} connections.`,
  runs: RUNS,
  unit: 'req/s',
  notes: `The most this machine does over loopback with Node and autocannon (run in the bench process, the server in a child: one core each); the HTTP rows state their ratio to it. Each run ${RUN_SECONDS} s after a ${WARM_UP_SECONDS} s warm-up.`,
  async prepare() {
    const server = await startCeiling();
    return loadRun({
      name: NAME,
      servers: [server],
      target: server,
      requests: [{ method: 'GET', path: '/' }],
      connections: CONNECTIONS,
      unit: 'req/s',
    });
  },
};
