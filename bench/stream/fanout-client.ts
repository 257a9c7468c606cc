// The subscribers of the fan-out benchmark across gateway processes (fanout-processes.bench.ts),
// in a process of their own so that the clients do not share an event loop with the ingest or a
// gateway: forked by fanoutClients() below and sent its share of the subscriptions (a message: too long for an argument), it opens
// graphql-ws clients to the gateways and records, for every book pushed, the venue time it carries
// (`observedAt`, set from the ingest's clock when it published) and when it arrived (this
// process's clock: the same machine's).
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { Subscribers } from './live-gateway';

export interface ClientShare {
  /** ws://…/graphql of each gateway, and the listings this process follows on it. */
  readonly gateways: readonly { readonly url: string; readonly listings: readonly string[] }[];
  readonly key: string;
  /** Subscriptions a WebSocket. */
  readonly perSocket: number;
}

type Request = { type: 'share'; share: ClientShare } | { type: 'collect' } | { type: 'stop' };

export interface Pushes {
  /** Each push's `observedAt`, ms since the epoch. */
  readonly observedAt: number[];
  /** Each push's arrival minus its `observedAt`, ms. */
  readonly latencyMs: number[];
  /** This process's CPU time (user + system) since it started, ms. */
  readonly cpuMs: number;
}

type Reply =
  | { type: 'ready'; subscriptions: number }
  | ({ type: 'pushes' } & Pushes)
  | { type: 'failed'; message: string };

export interface ClientProcess {
  readonly subscriptions: number;
  /** Every push since the subscriptions started (their first values left out). */
  collect(): Promise<Pushes>;
  stop(): Promise<void>;
}

/** Forks a client process; resolves once each of its subscriptions has its first book. */
export function fanoutClient(share: ClientShare): Promise<ClientProcess> {
  const child = fork(path.join(__dirname, 'fanout-client.js'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send({ type: 'share', share } satisfies Request);
  const waiting: ((reply: Reply) => void)[] = [];
  let exited: Error | undefined;
  child.on('message', (reply: Reply) => waiting.shift()?.(reply));
  const gone = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = new Error(`a fan-out client process exited (${code ?? signal})`);
      for (const answer of waiting.splice(0)) answer({ type: 'failed', message: exited.message });
      resolve();
    }),
  );
  const next = (): Promise<Reply> =>
    exited ? Promise.reject(exited) : new Promise((resolve) => waiting.push(resolve));
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.send({ type: 'stop' } satisfies Request);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  return next().then(async (ready) => {
    if (ready.type !== 'ready') {
      await stop();
      throw new Error(ready.type === 'failed' ? ready.message : 'a client process did not start');
    }
    return {
      subscriptions: ready.subscriptions,
      collect: async () => {
        const reply = next();
        child.send({ type: 'collect' } satisfies Request);
        const answer = await reply;
        if (answer.type !== 'pushes') throw new Error(`expected pushes, got ${answer.type}`);
        return answer;
      },
      stop,
    };
  });
}

async function main(share: ClientShare): Promise<void> {
  const send = (reply: Reply) => process.send!(reply);
  const observedAt: number[] = [];
  const latencyMs: number[] = [];
  const sides = share.gateways.map((g) => ({ subscribers: new Subscribers(g.url), ...g }));
  const waits: Promise<void>[] = [];
  for (const side of sides) {
    let client: Client | undefined;
    side.listings.forEach((id, i) => {
      if (i % share.perSocket === 0) client = side.subscribers.client(share.key);
      waits.push(
        side.subscribers.subscribe(client!, 'orderbook', id, (pushed) => {
          const arrived = Date.now();
          const at = Date.parse(pushed.observedAt);
          observedAt.push(at);
          latencyMs.push(arrived - at);
        }),
      );
    });
  }
  const close = () => Promise.all(sides.map((s) => s.subscribers.close()));
  try {
    await Promise.all(waits);
  } catch (error) {
    send({ type: 'failed', message: (error as Error).message });
    await close();
    process.exit(1);
  }
  process.on('message', (request: Request) => {
    if (request.type === 'share') return;
    if (request.type === 'collect') {
      const cpu = process.cpuUsage();
      send({
        type: 'pushes',
        observedAt: observedAt.splice(0),
        latencyMs: latencyMs.splice(0),
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    } else
      void close().finally(() => {
        process.disconnect();
        process.exit(0);
      });
  });
  send({ type: 'ready', subscriptions: waits.length });
}

if (require.main === module)
  process.once('message', (request: Request) => {
    if (request.type === 'share') void main(request.share);
  });
