// The renewal thread's side (src/sync/lease-renewal-thread.ts starts it): on a store connection of
// its own, renews the claim every renewal interval whatever the event loop of the process is
// doing, and writes each outcome into the shared LeaseState, which the loop's fencing check reads.
// It stops renewing while the event loop has not turned for `loopStallMs` (a process wedged for
// good must not keep the lease from the standby), and goes on once the loop turns again.
import { parentPort, workerData } from 'node:worker_threads';
import { messageWithCauses } from '../domain/errors';
import { openSyncLeaseConnection } from '../store/sync-lease-connection';
import type { RenewalThreadData, RenewalThreadMessage } from './lease-renewal-thread';
import { LeaseState } from './lease-state';

async function main(data: RenewalThreadData): Promise<void> {
  const port = parentPort!;
  const send = (message: RenewalThreadMessage) => port.postMessage(message);
  const state = new LeaseState(data.state);
  const connection = await openSyncLeaseConnection(data.connection);
  const leases = connection.leases;
  let renewing = false;
  let stalled = false;
  const timer = setInterval(() => {
    if (renewing || state.lost) return;
    const idleMs = state.loopIdleMs;
    if (idleMs > data.loopStallMs) {
      if (!stalled) send({ type: 'stalled', idleMs: Math.round(idleMs) });
      stalled = true;
      return;
    }
    stalled = false;
    renewing = true;
    const sentAt = LeaseState.now();
    leases.renew(data.claim, data.durationMs).then(
      (renewed) => {
        renewing = false;
        if (renewed) state.renewed(sentAt, data.durationMs);
        else {
          state.markLost();
          send({ type: 'lost' });
        }
      },
      (error: unknown) => {
        renewing = false;
        send({ type: 'not renewed', message: messageWithCauses(error) });
      },
    );
  }, data.renewMs);
  port.on('message', (message: { type: 'stop' }) => {
    if (message.type !== 'stop') return;
    clearInterval(timer);
    void connection
      .close()
      .catch(() => undefined)
      .finally(() => port.close());
  });
  send({ type: 'started' });
}

void main(workerData as RenewalThreadData);
