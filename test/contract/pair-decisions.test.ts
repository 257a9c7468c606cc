// The pair-review port (src/store/pair-decisions.ts) on both stores: each decision on a pair is
// its next version, decisions made at once on one pair get consecutive versions (none lost, none
// repeated), the history keeps every version oldest first, and `latest` gives each pair's last.
import type { PairDecisionDraft } from '../../src/store/pair-decisions';
import type { Store } from '../../src/store/store';
import { STORE_KINDS } from '../support/stores';

const draft = (
  kalshiTicker: string,
  polymarketMarketId: string,
  reason: string,
): PairDecisionDraft => ({
  kalshiTicker,
  polymarketMarketId,
  decision: 'ACCEPT',
  reason,
  decidedBy: 'ann',
  decidedAt: '2026-11-28T12:00:00.000Z',
  termsFingerprint: 'f'.repeat(64),
});

describe.each(STORE_KINDS)('pair decisions ($name store)', (kind) => {
  let store: Store;
  beforeEach(async () => {
    store = await kind.open();
  });
  afterEach(async () => {
    await store.close();
  });

  test('versions per pair, concurrent decisions numbered without gaps or repeats', async () => {
    expect(await store.pairDecisions.latest()).toEqual([]);
    const written = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.pairDecisions.append(draft('KX-A', '1', `r${i}`))),
    );
    expect(written.map((d) => d.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    await store.pairDecisions.append({ ...draft('KX-B', '2', 'other'), decision: 'REJECT' });
    const history = await store.pairDecisions.history({
      kalshiTicker: 'KX-A',
      polymarketMarketId: '1',
    });
    expect(history.map((d) => d.version)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(history.map((d) => d.reason).sort()).toEqual(written.map((d) => d.reason).sort());
    const latest = await store.pairDecisions.latest();
    expect(
      latest.map((d) => [d.kalshiTicker, d.polymarketMarketId, d.version, d.decision]),
    ).toEqual([
      ['KX-A', '1', 12, 'ACCEPT'],
      ['KX-B', '2', 1, 'REJECT'],
    ]);
    expect(latest[0]).toEqual(history[11]);
    expect(
      await store.pairDecisions.history({ kalshiTicker: 'KX-A', polymarketMarketId: '2' }),
    ).toEqual([]);
  });
});
