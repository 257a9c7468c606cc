// Done-when of the venue adapters issue: the recorded payloads of both venues and the equivalence
// file become one catalog that imports cleanly into both stores and shows derived relationships:
// IMPLICATION along the ladders, EXCLUSIVITY between outcomes of an exclusive event, and the
// merged pair as one outcome listed on both venues.
import { importCatalog } from '../../../src/catalog/import-catalog';
import { adaptVenuePayloads } from '../../../src/catalog/venues/adapt-venues';
import type { RelationshipRecord } from '../../../src/domain/records';
import type { Store } from '../../../src/store/store';
import { STORE_KINDS } from '../../support/stores';
import { get, startTestServer } from '../../support/test-server';
import { EQUIVALENCE, fixtureJson, inline, payload, venueFiles } from './venue-fixtures';

const clock = () => new Date('2026-11-21T16:05:00.000Z');

function combined() {
  return adaptVenuePayloads([venueFiles('polymarket'), venueFiles('kalshi')], payload(EQUIVALENCE));
}

async function relationshipsOf(store: Store, outcomeIds: string[]): Promise<RelationshipRecord[]> {
  const head = await store.head();
  const page = await store.findRelationships({ outcomeIds, pins: 'current' }, head.revision, {
    offset: 0,
    limit: 500,
  });
  return page.items;
}

function find(
  rels: RelationshipRecord[],
  from: string,
  to: string,
): RelationshipRecord | undefined {
  return rels.find(
    (r) =>
      (r.fromOutcomeId === from && r.toOutcomeId === to) ||
      (r.fromOutcomeId === to && r.toOutcomeId === from),
  );
}

describe.each(STORE_KINDS)('adapted venue catalog on the $name store', ({ open }) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  test('imports cleanly, and importing it again changes nothing', async () => {
    const first = await importCatalog(store, combined(), { source: 'venues', clock });
    expect(first.records).toBeGreaterThan(0);
    const again = await importCatalog(store, combined(), { source: 'venues', clock });
    expect(again).toEqual({ revision: first.revision, records: 0, changes: 0 });
  });

  test('IMPLICATION along both ladders, EXCLUSIVITY inside exclusive events, the merged pair as one outcome', async () => {
    await importCatalog(store, combined(), { source: 'venues', clock });
    const rels = await relationshipsOf(store, [
      'out-pm-640102-yes',
      'out-kx-kxbtcd-26dec3117-t109999.99-yes',
      'out-kx-kxfeddecision-26dec-h0-yes',
    ]);
    // Polymarket ladder: 110k or above implies 100k or above, and is implied by 120k or above.
    expect(find(rels, 'out-pm-640102-yes', 'out-pm-640101-yes')).toMatchObject({
      type: 'IMPLICATION',
      fromOutcomeId: 'out-pm-640102-yes',
      toOutcomeId: 'out-pm-640101-yes',
      familyId: 'fam-pm-43310',
    });
    expect(find(rels, 'out-pm-640103-yes', 'out-pm-640102-yes')).toMatchObject({
      type: 'IMPLICATION',
      fromOutcomeId: 'out-pm-640103-yes',
    });
    // Kalshi ladder.
    expect(
      find(rels, 'out-kx-kxbtcd-26dec3117-t109999.99-yes', 'out-kx-kxbtcd-26dec3117-t99999.99-yes'),
    ).toMatchObject({
      type: 'IMPLICATION',
      fromOutcomeId: 'out-kx-kxbtcd-26dec3117-t109999.99-yes',
      witnesses: ['gt-99999p99-le-109999p99', 'gt-109999p99-le-119999p99'],
    });
    expect(
      find(rels, 'out-kx-kxbtcd-26dec3117-t109999.99-yes', 'out-kx-kxbtcd-26dec3117-t109999.99-no'),
    ).toMatchObject({ type: 'COMPLEMENT' });
    // The merged "hold" outcome is exclusive with the other decisions in both venues' families.
    expect(
      find(rels, 'out-kx-kxfeddecision-26dec-h0-yes', 'out-kx-kxfeddecision-26dec-c25-yes'),
    ).toMatchObject({ type: 'EXCLUSIVITY', familyId: 'fam-kx-kxfeddecision-26dec' });
    expect(find(rels, 'out-kx-kxfeddecision-26dec-h0-yes', 'out-pm-612802-yes')).toMatchObject({
      type: 'EXCLUSIVITY',
      familyId: 'fam-pm-41187',
    });
    expect(
      rels.some(
        (r) =>
          r.fromOutcomeId.startsWith('out-pm-612803') || r.toOutcomeId.startsWith('out-pm-612803'),
      ),
    ).toBe(false);
  });

  test('the merged outcome is one outcome with a listing on each venue, native identifiers intact', async () => {
    await importCatalog(store, combined(), { source: 'venues', clock });
    const head = await store.head();
    const listings = await store.listingsOfOutcomes(
      ['out-kx-kxfeddecision-26dec-h0-yes'],
      head.revision,
    );
    const mapped = listings.get('out-kx-kxfeddecision-26dec-h0-yes') ?? [];
    expect(mapped.map((l) => [l.venue, l.venueMarketId, l.venueOutcomeId])).toEqual([
      ['kalshi', 'KXFEDDECISION-26DEC-H0', 'yes'],
      ['polymarket', '612803', 'Yes'],
    ]);
    const pm = mapped.find((l) => l.venue === 'polymarket')!;
    expect(pm.tokenId).toMatch(/^\d{70,}$/);
    expect(pm.conditionId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(pm.venueEventIds).toEqual(['41187']);
    const [market] = await store.getByKeys(
      'market',
      ['mkt-kx-kxfeddecision-26dec-h0'],
      head.revision,
    );
    expect(market!.eventIds).toEqual(['evt-kx-kxfeddecision-26dec', 'evt-pm-41187']);
    expect(await store.getByKeys('market', ['mkt-pm-612803'], head.revision)).toEqual([]);
  });

  test('a new rung on the venue publishes a new ladder version that becomes current; a reworded title does not', async () => {
    await importCatalog(store, combined(), { source: 'venues', clock });
    const btc = fixtureJson('kalshi/events-kxbtcd.json');
    const rungs = btc.events[0].markets;
    rungs[0].title = 'Bitcoin price at year end?';
    rungs.push({
      ...rungs[2],
      ticker: 'KXBTCD-26DEC3117-T129999.99',
      floor_strike: 129999.99,
      rules_primary:
        'If the price of Bitcoin is above $129,999.99 on Dec 31, 2026 at 5pm EST, then the market resolves to Yes.',
    });
    const kalshi = venueFiles('kalshi');
    kalshi.files = kalshi.files.map((f) =>
      f.file.endsWith('events-kxbtcd.json') ? inline(f.file, btc) : f,
    );
    const before = combined().families.find((f) => f.family_id === 'fam-kx-kxbtcd-26dec3117')!;
    const reworded = adaptVenuePayloads([kalshi], undefined);
    const after = reworded.families.find((f) => f.family_id === 'fam-kx-kxbtcd-26dec3117')!;
    expect(after.scenario_versions[0]!.version).not.toBe(before.scenario_versions[0]!.version);
    await importCatalog(store, reworded, { source: 'venues-2', clock });
    const head = await store.head();
    const versions = await store.scenarioVersionsOfFamilies(
      ['fam-kx-kxbtcd-26dec3117'],
      head.revision,
    );
    expect(versions.get('fam-kx-kxbtcd-26dec3117')!.map((v) => v.version)).toEqual([
      before.scenario_versions[0]!.version,
      after.scenario_versions[0]!.version,
    ]);
    const rels = await relationshipsOf(store, ['out-kx-kxbtcd-26dec3117-t129999.99-yes']);
    expect(
      find(
        rels,
        'out-kx-kxbtcd-26dec3117-t129999.99-yes',
        'out-kx-kxbtcd-26dec3117-t119999.99-yes',
      ),
    ).toMatchObject({ type: 'IMPLICATION', scenarioVersion: after.scenario_versions[0]!.version });
  });

  test('rules that add a VOID case and drop it again name the first version again, which is current again', async () => {
    const familyId = 'fam-kx-kxfeddecision-26dec';
    const adapted = (voidCase: boolean) => {
      const fed = fixtureJson('kalshi/event-kxfeddecision-26dec.json');
      if (voidCase)
        fed.markets[0].rules_secondary +=
          ' If the FOMC meeting is cancelled, the market resolves 50-50.';
      const kalshi = venueFiles('kalshi');
      kalshi.files = kalshi.files.map((f) =>
        f.file.endsWith('event-kxfeddecision-26dec.json') ? inline(f.file, fed) : f,
      );
      return adaptVenuePayloads([kalshi], undefined);
    };
    const labelOf = (doc: ReturnType<typeof adapted>) =>
      doc.families.find((f) => f.family_id === familyId)!.scenario_versions[0]!.version;
    const current = async () => {
      const head = await store.head();
      const versions = (await store.scenarioVersionsOfFamilies([familyId], head.revision)).get(
        familyId,
      )!;
      return { current: versions.at(-1)!.version, all: versions.map((v) => v.version) };
    };
    await importCatalog(store, adapted(false), { source: 'venues', clock });
    await importCatalog(store, adapted(true), { source: 'venues-void', clock });
    const [first, second] = [labelOf(adapted(false)), labelOf(adapted(true))];
    expect(await current()).toEqual({ current: second, all: [first, second] });
    await importCatalog(store, adapted(false), { source: 'venues-again', clock });
    expect(await current()).toEqual({ current: first, all: [second, first] });
    // Every outcome of the family has payouts at the current version: the sibling relationships
    // are read there.
    const rels = await relationshipsOf(store, ['out-kx-kxfeddecision-26dec-h0-yes']);
    expect(
      find(rels, 'out-kx-kxfeddecision-26dec-h0-yes', 'out-kx-kxfeddecision-26dec-c25-yes'),
    ).toMatchObject({ type: 'EXCLUSIVITY', scenarioVersion: first });
  });

  test('over REST: GET /v1/relationships and GET /v1/markets show the merged outcome', async () => {
    const doc = combined();
    const server = await startTestServer(store, [doc]);
    try {
      const res = await get(
        server,
        '/v1/relationships?outcome_id=out-kx-kxfeddecision-26dec-h0-yes&type=EXCLUSIVITY&page_size=500',
      );
      expect(res.status).toBe(200);
      const others = res.body.items.map((r: any) =>
        r.from_outcome_id === 'out-kx-kxfeddecision-26dec-h0-yes'
          ? r.to_outcome_id
          : r.from_outcome_id,
      );
      expect(others).toEqual(
        expect.arrayContaining(['out-kx-kxfeddecision-26dec-c25-yes', 'out-pm-612802-yes']),
      );
      const pmYes = doc.markets
        .find((m) => m.market_id === 'mkt-kx-kxfeddecision-26dec-h0')!
        .outcomes[0]!.listings.find((l) => l.venue === 'polymarket')!;
      const markets = await get(server, `/v1/markets?market_ids=mkt-kx-kxfeddecision-26dec-h0`);
      expect(markets.status).toBe(200);
      expect(JSON.stringify(markets.body)).toContain(pmYes.token_id!);
    } finally {
      await server.app.close();
    }
  });
});
