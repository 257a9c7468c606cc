// The sync lease renewed from a worker thread with a store connection and a timer of its own
// (docs/decisions.md, "The lease renewed off the event loop"): a sync pass that holds the event
// loop longer than the lease (a large page parsed and planned on a loaded machine) no longer lets
// the lease run out under a live holder. The event loop stamps the shared LeaseState every
// renewal interval; the thread renews only while that stamp is younger than `loopStallMs`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SyncLeaseClaim, SyncLeaseConnection } from '../store/sync-lease';
import type { LeaseState } from './lease-state';

/**
 * How long the event loop may go without turning before the thread stops renewing: a minute, far
 * above any pass's longest hold measured (docs/benchmarks.md), so a live holder keeps its lease,
 * while a process wedged for good still hands it to the standby, a minute and a lease later.
 */
export const DEFAULT_LOOP_STALL_MS = 60_000;

/** What the thread is started with (workerData). */
export interface RenewalThreadData {
  connection: SyncLeaseConnection;
  claim: SyncLeaseClaim;
  durationMs: number;
  renewMs: number;
  loopStallMs: number;
  state: SharedArrayBuffer;
}

export type RenewalThreadMessage =
  | { type: 'started' }
  | { type: 'lost' }
  | { type: 'not renewed'; message: string }
  | { type: 'stalled'; idleMs: number };

export interface RenewalThreadOptions extends Omit<RenewalThreadData, 'state'> {
  state: LeaseState;
  log: (line: string) => void;
  /** A renewal was refused: the lease changed hands. */
  onLost: () => void;
  /** The thread failed (it could not connect, or died): the caller renews on its own loop. */
  onFailed: (reason: string) => void;
}

export interface RenewalThread {
  /** Stops renewing; resolves once the thread has closed its connection and ended. */
  stop(): Promise<void>;
}

export function startRenewalThread(options: RenewalThreadOptions): RenewalThread {
  const { state, log } = options;
  const data: RenewalThreadData = {
    connection: options.connection,
    claim: options.claim,
    durationMs: options.durationMs,
    renewMs: options.renewMs,
    loopStallMs: options.loopStallMs,
    state: state.buffer,
  };
  const { filename, tsWorker } = workerFile();
  const worker = new Worker(filename, {
    workerData: tsWorker === undefined ? data : { ...data, tsWorker },
  });
  // Never keeps the process alive by itself: the sync's own work does, and a stopped sync stops it.
  worker.unref();
  const stamper = setInterval(() => state.loopTurned(), options.renewMs);
  stamper.unref();
  state.loopTurned();
  let stopping = false;
  let failed = false;
  const fail = (reason: string) => {
    if (stopping || failed) return;
    failed = true;
    clearInterval(stamper);
    options.onFailed(reason);
  };
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (message: RenewalThreadMessage) => {
    switch (message.type) {
      case 'lost':
        options.onLost();
        return;
      case 'not renewed':
        log(`sync lease not renewed: ${message.message}`);
        return;
      case 'stalled':
        log(
          `sync lease: the event loop has not turned for ${message.idleMs} ms; renewals stop until it does`,
        );
        return;
      case 'started':
        return;
    }
  });
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => fail(`the renewal thread ended (exit code ${code})`));
  return {
    stop: async () => {
      stopping = true;
      clearInterval(stamper);
      worker.postMessage({ type: 'stop' });
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

/**
 * The worker module: compiled JavaScript beside this file in dist/; from the TypeScript sources
 * (jest), bin/ts-worker.js compiles it on load, as for the evaluation pool.
 */
function workerFile(): { filename: string; tsWorker?: string } {
  const compiled = path.join(__dirname, 'lease-renewal-worker.js');
  if (existsSync(compiled)) return { filename: compiled };
  return {
    filename: path.join(__dirname, '..', '..', 'bin', 'ts-worker.js'),
    tsWorker: path.join(__dirname, 'lease-renewal-worker.ts'),
  };
}
