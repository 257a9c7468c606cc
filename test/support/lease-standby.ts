// A standby sync in a worker thread (lease-standby-worker.ts): its event loop is not the test's,
// so it asks for the lease while the test holds its own loop, as a second process would.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SyncLease } from '../../src/store/sync-lease';
import { neo4jTestConfig } from '../neo4j/neo4j-test-store';
import type { StandbyData } from './lease-standby-worker';

type StandbyMessage =
  { type: 'log'; line: string } | { type: 'taken'; lease: SyncLease } | { type: 'stopped' };

export interface StandbyThread {
  /** The lines its keeper logged so far. */
  readonly lines: string[];
  /** Resolves once its keeper logged a line that matches. */
  logged(pattern: RegExp): Promise<void>;
  /** The lease it took, or undefined once stopped first. */
  readonly outcome: Promise<SyncLease | undefined>;
  /** Stops asking; resolves with the outcome once the thread ended. */
  stop(): Promise<SyncLease | undefined>;
}

export function startStandbyThread(options: Omit<StandbyData, 'config'>): StandbyThread {
  const data: StandbyData = { ...options, config: neo4jTestConfig() };
  const worker = new Worker(path.join(__dirname, '..', '..', 'bin', 'ts-worker.js'), {
    workerData: { ...data, tsWorker: path.join(__dirname, 'lease-standby-worker.ts') },
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  let settle: (lease: SyncLease | undefined) => void = () => undefined;
  const outcome = new Promise<SyncLease | undefined>((resolve, reject) => {
    settle = resolve;
    worker.once('error', reject);
  });
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (message: StandbyMessage) => {
    if (message.type === 'log') {
      lines.push(message.line);
      for (const waiter of [...waiters])
        if (waiter.pattern.test(message.line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
    } else settle(message.type === 'taken' ? message.lease : undefined);
  });
  return {
    lines,
    logged: (pattern) =>
      lines.some((line) => pattern.test(line))
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ pattern, resolve })),
    outcome,
    stop: async () => {
      worker.postMessage('stop');
      const lease = await outcome;
      await ended;
      return lease;
    },
  };
}
