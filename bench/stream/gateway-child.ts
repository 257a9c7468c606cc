// The live gateway (live-gateway.ts, startGateway) in a process of its own, so that process's
// memory is the gateway's alone: forked by gatewayProcess() below with its options as JSON and
// --expose-gc, it connects to the simulator of the bench process and answers over IPC.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { StreamCounters } from '../../src/domain/stream-port';
import { startGateway, type GatewayOptions } from './live-gateway';

/** How long a stopping gateway may take before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

type Request = { type: 'memory'; collect: boolean } | { type: 'counters' } | { type: 'stop' };

export interface ChildMemory {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
}

type Reply =
  | { type: 'ready'; url: string; keys: string[] }
  | ({ type: 'memory' } & ChildMemory)
  | { type: 'counters'; counters: StreamCounters[] }
  | { type: 'failed'; message: string };

export interface GatewayProcess {
  readonly pid: number;
  readonly url: string;
  readonly keys: readonly string[];
  /** The child's memory, after a full collection when `collect`. */
  memory(collect: boolean): Promise<ChildMemory>;
  counters(): Promise<StreamCounters[]>;
  stop(): Promise<void>;
}

/** Forks the gateway; resolves once it has every first book and serves /graphql. */
export function gatewayProcess(options: GatewayOptions): Promise<GatewayProcess> {
  const child = fork(path.join(__dirname, 'gateway-child.js'), [JSON.stringify(options)], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((reply: Reply) => void)[] = [];
  let exited: Error | undefined;
  child.on('message', (reply: Reply) => waiting.shift()?.(reply));
  child.on('exit', (code, signal) => {
    exited = new Error(`the gateway process exited (${code ?? signal})`);
    for (const answer of waiting.splice(0)) answer({ type: 'failed', message: exited.message });
  });
  /** The next reply (replies come in the order of the requests). */
  const next = (): Promise<Reply> =>
    exited ? Promise.reject(exited) : new Promise((resolve) => waiting.push(resolve));
  const ask = async (request: Request): Promise<Reply> => {
    const reply = next();
    child.send(request);
    const answer = await reply;
    if (answer.type === 'failed') throw new Error(answer.message);
    return answer;
  };
  return next().then(
    (ready) => {
      if (ready.type !== 'ready') {
        child.kill();
        throw new Error(ready.type === 'failed' ? ready.message : 'the gateway did not start');
      }
      return {
        pid: child.pid!,
        url: ready.url,
        keys: ready.keys,
        memory: async (collect) => {
          const reply = await ask({ type: 'memory', collect });
          if (reply.type !== 'memory') throw new Error(`expected memory, got ${reply.type}`);
          return { rssBytes: reply.rssBytes, heapUsedBytes: reply.heapUsedBytes };
        },
        counters: async () => {
          const reply = await ask({ type: 'counters' });
          if (reply.type !== 'counters') throw new Error(`expected counters, got ${reply.type}`);
          return reply.counters;
        },
        stop: async () => {
          if (exited) return;
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.send({ type: 'stop' });
          const timer = setTimeout(() => child.kill(), STOP_TIMEOUT_MS);
          await gone;
          clearTimeout(timer);
        },
      };
    },
    (error: unknown) => {
      child.kill();
      throw error;
    },
  );
}

async function main(): Promise<void> {
  const send = (reply: Reply) => process.send?.(reply);
  let gateway;
  try {
    gateway = await startGateway(JSON.parse(process.argv[2] ?? '') as GatewayOptions);
  } catch (error) {
    send({ type: 'failed', message: (error as Error).message });
    process.disconnect();
    return;
  }
  const started = gateway;
  process.on('message', (request: Request) => {
    switch (request.type) {
      case 'memory': {
        if (request.collect) (globalThis as { gc?: () => void }).gc?.();
        const memory = process.memoryUsage();
        send({ type: 'memory', rssBytes: memory.rss, heapUsedBytes: memory.heapUsed });
        return;
      }
      case 'counters':
        send({ type: 'counters', counters: started.counters() });
        return;
      case 'stop':
        void started.stop().finally(() => process.disconnect());
        return;
    }
  });
  send({ type: 'ready', url: started.url, keys: [...started.keys] });
}

if (require.main === module) void main();
