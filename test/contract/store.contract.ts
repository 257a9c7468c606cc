// The Store contract: one suite, run against every implementation (memory-store.unit.test.ts,
// neo4j-store.test.ts). A store that passes it can back the service.
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import type { ListingRecord, MarketRecord } from '../../src/domain/records';
import { RevisionConflictError, type CommitBatch, type Store } from '../../src/store/store';
import { catalogTermsOf } from '../fixtures/settlement-terms';
import { smallCatalog, smallCatalogJson } from '../fixtures/small-catalog';

const page = { offset: 0, limit: 50 };
const fixedClock = () => new Date('2026-11-20T12:00:00.000Z');

/**
 * Which of the contract a store runs: all of it, or only what its way of writing can change (the
 * tests that commit, or read what a commit just wrote as it lands). A store that writes the same
 * rows another way (Neo4j's staged commits) runs the writes, and proves separately that what it
 * writes reads exactly as the plain store's does (neo4j-staged-commit.test.ts, (a)): the tests of
 * filters, searches and navigation over a written catalog would then only read the same rows again.
 */
export type StoreContractPart = 'all' | 'writes';

export function describeStoreContract(
  name: string,
  openEmptyStore: () => Promise<Store>,
  part: StoreContractPart = 'all',
): void {
  /** A test of reading a written catalog: left out of a 'writes' run. */
  const readTest = (title: string, fn: () => Promise<void>) => {
    if (part === 'all') test(title, fn);
  };
  describe(`Store contract: ${name}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await openEmptyStore();
    });
    afterEach(async () => {
      await store.close();
    });

    async function loaded(): Promise<number> {
      const result = await importCatalog(store, smallCatalog(), {
        source: 'small',
        clock: fixedClock,
      });
      return result.revision;
    }

    test('an empty store is at revision 0 with no records and no changes', async () => {
      expect((await store.head()).revision).toBe(0);
      expect(await store.getByKeys('market', ['mkt-fed-cut'], 0)).toEqual([]);
      expect(await store.lastChangeSeq()).toBe(0);
      expect(await store.revision(1)).toBeNull();
    });

    test('an import commits one revision and its records read back exactly', async () => {
      const rev = await loaded();
      expect(rev).toBe(1);
      const head = await store.head();
      const first = { revision: 1, committedAt: '2026-11-20T12:00:00.000Z' };
      // The head carries the revision the catalog was last written at (the response cache's key).
      expect(head).toEqual({ ...first, catalog: first });
      expect(await store.revision(1)).toEqual(first);
      const [market] = await store.getByKeys('market', ['mkt-fed-cut'], rev);
      expect(market).toMatchObject<Partial<MarketRecord>>({
        marketId: 'mkt-fed-cut',
        version: '1',
        eventIds: ['evt-kx-fed', 'evt-pm-fed'],
        settlementEvidence: {
          source: 'federalreserve.gov',
          rulesText: 'Statement of the FOMC',
          voidRules: ['Cancelled meeting: 0.5 each'],
        },
        isCombo: false,
        observedAt: '2026-11-20T12:00:00.000Z',
      });
      expect(market!.outcomes[1]!.payouts).toEqual({
        'fam-fed@1': { cut: '0', hold: '0.5', void: '0.5' },
      });
      const [listing] = await store.getByKeys('listing', ['lst-pm-fed-cut-yes'], rev);
      expect(listing).toMatchObject<Partial<ListingRecord>>({
        venue: 'polymarket',
        venueMarketId: '553842',
        tokenId: '1111111111111111111111',
        conditionId: '0xabc1',
        slug: 'fed-cuts-in-december',
        outcomeId: 'out-fed-cut-yes',
        marketId: 'mkt-fed-cut',
        mappingVersion: '1',
      });
      expect(listing!.ticker).toBeUndefined();
      expect(listing!.tradingRules.tickBands).toEqual([
        { lowerPrice: '0.01', upperPrice: '0.99', tickSize: '0.01' },
      ]);
      const keys = ['evt-pm-btc', 'nope', 'evt-kx-fed'];
      expect((await store.getByKeys('event', keys, rev)).map((e) => e.eventId)).toEqual([
        'evt-pm-btc',
        'evt-kx-fed',
      ]);
      const [convention] = await store.getByKeys('convention', ['kx-combo'], rev);
      expect(convention).toMatchObject({
        rule: 'VOID_LEG_REMOVED',
        voidPayout: '1',
        venue: 'kalshi',
      });
    });

    test('importing the same catalog twice changes nothing and records no change', async () => {
      await loaded();
      const seq = await store.lastChangeSeq();
      expect(seq).toBeGreaterThan(0);
      const again = await importCatalog(store, smallCatalog(), {
        source: 'small',
        clock: fixedClock,
      });
      expect(again).toEqual({ revision: 1, records: 0, changes: 0 });
      expect(await store.lastChangeSeq()).toBe(seq);
    });

    test('change records are written once per created resource, in order', async () => {
      await loaded();
      const changes = await store.changesAfter(0, {}, 1000);
      expect(changes.map((c) => c.seq)).toEqual(changes.map((_, i) => i + 1));
      const ids = changes.map((c) => `${c.resourceType}:${c.resourceId}`);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(
        expect.arrayContaining([
          'FAMILY:fam-fed',
          'SCENARIO_VERSION:fam-fed@1',
          'CONTRACT:mkt-fed-cut',
          'CONTRACT:evt-kx-fed',
          'MAPPING:lst-pm-fed-cut-yes',
          'COVERAGE:kx-combo',
        ]),
      );
      expect(changes.every((c) => c.changeType === 'CREATED')).toBe(true);
      const scoped = await store.changesAfter(
        0,
        { resourceTypes: ['MAPPING'], familyIds: ['fam-btc'] },
        1000,
      );
      expect(scoped.map((c) => c.resourceId)).toEqual(['lst-pm-btc-yes']);
      const limited = await store.changesAfter(2, {}, 3);
      expect(limited.map((c) => c.seq)).toEqual([3, 4, 5]);
    });

    test('concurrent head reads agree, and a head read after a commit sees it', async () => {
      const reads = Array.from({ length: 8 }, () => store.head());
      expect(new Set((await Promise.all(reads)).map((h) => h.revision))).toEqual(new Set([0]));
      // A read still in flight while the commit finishes must not answer later callers.
      const before = store.head();
      const rev = await loaded();
      expect((await store.head()).revision).toBe(rev);
      expect((await before).revision).toBeLessThanOrEqual(rev);
    });

    test('heads read while commits land always name a committed revision and its time', async () => {
      let writing = true;
      const readers = Array.from({ length: 6 }, async () => {
        const seen: { revision: number; committedAt: unknown }[] = [];
        while (writing) {
          seen.push(await store.head());
          await new Promise((resolve) => setImmediate(resolve));
        }
        return seen;
      });
      for (let i = 0; i < 20; i++) {
        const head = await store.head();
        await store.commit({
          expectedRevision: head.revision,
          committedAt: `2026-11-20T13:00:${String(i).padStart(2, '0')}.000Z`,
          puts: [familyPut(`fam-head-${i}`)],
          changes: [],
        });
      }
      writing = false;
      for (const seen of await Promise.all(readers)) {
        for (const head of seen.filter((h) => h.revision > 0))
          expect(typeof head.committedAt).toBe('string');
        const revisions = seen.map((h) => h.revision);
        expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
      }
    });

    test('a commit planned on an old revision is refused and writes nothing', async () => {
      await loaded();
      const seq = await store.lastChangeSeq();
      await expect(
        store.commit({
          expectedRevision: 0,
          committedAt: '2026-11-20T13:00:00.000Z',
          puts: [familyPut('fam-x')],
          changes: [
            {
              resourceType: 'FAMILY',
              resourceId: 'fam-x',
              changeType: 'CREATED',
              version: '',
              occurredAt: 'x',
              description: 'x',
              familyIds: ['fam-x'],
            },
          ],
        }),
      ).rejects.toBeInstanceOf(RevisionConflictError);
      expect((await store.head()).revision).toBe(1);
      expect(await store.getByKeys('family', ['fam-x'], 2)).toEqual([]);
      expect(await store.lastChangeSeq()).toBe(seq);
    });

    readTest('the joined reads answer as the separate reads do, at any revision', async () => {
      const first = await loaded();
      const second = await store.commit({
        expectedRevision: first,
        committedAt: '2026-11-20T13:00:00.000Z',
        puts: [familyPut('fam-empty')],
        changes: [],
      });
      const marketIds = ['mkt-fed-cut', 'unknown-market', 'mkt-btc-100k'];
      const familyIds = [
        'fam-empty',
        'unknown-family',
        ...smallCatalog().families.map((f) => f.family_id),
      ];
      for (const revision of [first, second.revision]) {
        const joined = await store.marketsWithListings(marketIds, revision);
        const markets = await store.getByKeys('market', marketIds, revision);
        expect(joined.markets).toEqual(markets);
        const outcomeIds = markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId));
        expect(outcomeIds.length).toBeGreaterThan(0);
        expect(joined.listings).toEqual(await store.listingsOfOutcomes(outcomeIds, revision));
        const families = await store.familiesWithMarketIds(familyIds, revision);
        const separate = await store.getByKeys('family', familyIds, revision);
        expect(families.families).toEqual(separate);
        const ids = await store.marketIdsOfFamilies(
          separate.map((f) => f.familyId),
          revision,
        );
        expect(families.marketIds).toEqual(
          new Map(separate.map((f) => [f.familyId, ids.get(f.familyId) ?? []])),
        );
        expect(families.markets).toBeUndefined();
        // With the markets of each family that has at most so many.
        const byId = (a: { marketId: string }, b: { marketId: string }) =>
          a.marketId < b.marketId ? -1 : 1;
        for (const upTo of [1, 2, 100]) {
          const joined = await store.familiesWithMarketIds(familyIds, revision, upTo);
          expect(joined.families).toEqual(families.families);
          expect(joined.marketIds).toEqual(families.marketIds);
          const within = [
            ...new Set([...families.marketIds.values()].filter((l) => l.length <= upTo).flat()),
          ];
          const markets = await store.getByKeys('market', within, revision);
          expect([...joined.markets!.markets].sort(byId)).toEqual([...markets].sort(byId));
          expect(joined.markets!.listings).toEqual(
            await store.listingsOfOutcomes(
              markets.flatMap((m) => m.outcomes.map((o) => o.outcomeId)),
              revision,
            ),
          );
        }
      }
      expect((await store.familiesWithMarketIds(['fam-empty'], second.revision)).marketIds).toEqual(
        new Map([['fam-empty', []]]),
      );
      expect(await store.marketsWithListings([], first)).toEqual({
        markets: [],
        listings: new Map(),
      });
    });

    test('a commit conflicts only with later commits that wrote what its plan read', async () => {
      const base = await loaded();
      const fairValue = (outcomeId: string): CommitBatch['puts'][number] => ({
        kind: 'fairValue',
        record: {
          fairValueId: `fv-${outcomeId}`,
          scopeId: 'desk',
          outcomeId,
          marketVersion: '1',
          valueType: 'PROBABILITY',
          probabilityEvent: 'FULL_PAYOUT',
          value: '0.5',
          source: 'model',
          observedAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T13:00:00.000Z',
          revision: 'rev-0',
        },
      });
      const at = (n: number) => `2026-11-20T13:00:0${n}.000Z`;
      // Two fair-value writers planned at the same head: both land, each at the head it found.
      const first = await store.commit({
        expectedRevision: base,
        readDomains: ['catalog'],
        committedAt: at(1),
        puts: [fairValue('out-a')],
        changes: [],
      });
      const second = await store.commit({
        expectedRevision: base,
        readDomains: ['catalog'],
        committedAt: at(2),
        puts: [fairValue('out-b')],
        changes: [],
      });
      expect([first.revision, second.revision]).toEqual([base + 1, base + 2]);
      const [stored] = await store
        .fairValuesOfScope({ scopeId: 'desk', outcomeIds: ['out-b'] }, second.revision, page)
        .then((p) => p.items);
      expect(stored?.revision).toBe(`rev-${second.revision}`);
      // A catalog writer planned before them is not held back by fair values either.
      const catalog = await store.commit({
        expectedRevision: base,
        readDomains: ['catalog'],
        committedAt: at(3),
        puts: [familyPut('fam-after-values')],
        changes: [],
      });
      expect(catalog.revision).toBe(base + 3);
      // But one planned before that catalog commit is refused, whole, as is a batch that reads
      // everything (no readDomains) and a revision the store never reached.
      for (const batch of [
        { expectedRevision: base + 2, readDomains: ['catalog'] as const },
        { expectedRevision: base + 2 },
        { expectedRevision: base + 9, readDomains: ['fairValues'] as const },
      ]) {
        await expect(
          store.commit({
            ...batch,
            committedAt: at(4),
            puts: [familyPut('fam-refused'), fairValue('out-c')],
            changes: [],
          }),
        ).rejects.toBeInstanceOf(RevisionConflictError);
      }
      expect((await store.head()).revision).toBe(base + 3);
      expect(await store.getByKeys('family', ['fam-refused'], base + 3)).toEqual([]);
      // Market data conflicts with market data only.
      const md = await store.commit({
        expectedRevision: base + 3,
        readDomains: ['catalog', 'marketData'],
        committedAt: at(5),
        puts: [fairValue('out-d')],
        changes: [],
      });
      expect(md.revision).toBe(base + 4);
    });

    test('amended terms make a new market version; old versions and mappings stay readable', async () => {
      const first = await loaded();
      const json = smallCatalogJson() as { markets: Record<string, unknown>[] };
      const fed = json.markets[0] as {
        version: string;
        settlement_summary: string;
        outcomes: { listings: Record<string, unknown>[] }[];
      };
      fed.version = '2';
      fed.settlement_summary = 'YES if the upper bound is lowered by 25bp or more';
      // Move the Kalshi NO listing onto the YES outcome: a new mapping version.
      const moved = fed.outcomes[1]!.listings.shift()!;
      fed.outcomes[0]!.listings.push(moved);
      const second = (
        await importCatalog(store, validateCatalog(json), { source: 'amended', clock: fixedClock })
      ).revision;
      expect(second).toBe(first + 1);

      const [now] = await store.getByKeys('market', ['mkt-fed-cut'], second);
      const [then] = await store.getByKeys('market', ['mkt-fed-cut'], first);
      expect(now!.version).toBe('2');
      expect(then!.version).toBe('1');
      expect((await store.marketVersion('mkt-fed-cut', '1'))!.settlementSummary).toBe(
        'YES if the upper bound is lowered',
      );
      expect((await store.marketVersion('mkt-fed-cut', '2'))!.settlementSummary).toContain('25bp');
      expect(await store.marketVersion('mkt-fed-cut', '3')).toBeNull();

      const [remapped] = await store.getByKeys('listing', ['lst-kx-fed-cut-no'], second);
      const [original] = await store.getByKeys('listing', ['lst-kx-fed-cut-no'], first);
      expect(remapped).toMatchObject({ outcomeId: 'out-fed-cut-yes', mappingVersion: '2' });
      expect(original).toMatchObject({ outcomeId: 'out-fed-cut-no', mappingVersion: '1' });
      const byOutcome = await store.listingsOfOutcomes(
        ['out-fed-cut-no', 'out-fed-cut-yes'],
        second,
      );
      expect(byOutcome.get('out-fed-cut-no')!.map((l) => l.listingId)).toEqual([
        'lst-pm-fed-cut-no',
      ]);
      expect(byOutcome.get('out-fed-cut-yes')!.map((l) => l.listingId)).toEqual([
        'lst-kx-fed-cut-no',
        'lst-kx-fed-cut-yes',
        'lst-pm-fed-cut-yes',
      ]);
      const before = await store.listingsOfOutcomes(['out-fed-cut-no'], first);
      expect(before.get('out-fed-cut-no')!.map((l) => l.listingId)).toEqual([
        'lst-kx-fed-cut-no',
        'lst-pm-fed-cut-no',
      ]);
      // The joined read of GraphQL's look-ahead finds the remapped listing where the separate
      // read does, at either revision.
      for (const revision of [first, second]) {
        const outcomes = ['out-fed-cut-yes', 'out-fed-cut-no'];
        expect((await store.marketsWithListings(['mkt-fed-cut'], revision)).listings).toEqual(
          await store.listingsOfOutcomes(outcomes, revision),
        );
      }

      const changes = await store.changesAfter(0, { resourceTypes: ['CONTRACT', 'MAPPING'] }, 1000);
      const last = changes.slice(-2).map((c) => `${c.resourceId}:${c.changeType}:${c.version}`);
      expect(last).toEqual(['mkt-fed-cut:NEW_VERSION:2', 'lst-kx-fed-cut-no:REMAPPED:2']);
    });

    readTest(
      'events: every filter narrows, words rank by relevance then ID, pages cut cleanly',
      async () => {
        const rev = await loaded();
        const ids = async (filter: Parameters<Store['findEvents']>[0], p = page) =>
          (await store.findEvents(filter, rev, p)).items.map((e) => e.eventId);
        expect(await ids({})).toEqual(['evt-kx-fed', 'evt-pm-btc', 'evt-pm-fed']);
        expect(await ids({ familyId: 'fam-fed' })).toEqual(['evt-kx-fed', 'evt-pm-fed']);
        expect(await ids({ venue: 'polymarket' })).toEqual(['evt-pm-btc', 'evt-pm-fed']);
        expect(await ids({ venue: 'polymarket', venueEventId: '903193' })).toEqual(['evt-pm-fed']);
        expect(await ids({ venue: 'kalshi', venueEventId: '903193' })).toEqual([]);
        expect(await ids({ category: 'Crypto' })).toEqual(['evt-pm-btc']);
        expect(await ids({ category: 'crypto' })).toEqual([]);
        expect(await ids({ status: 'CLOSED' })).toEqual([]);
        expect(await ids({ eventIds: ['evt-pm-fed', 'missing'] })).toEqual(['evt-pm-fed']);
        // "kalshi" is only in one description; "fed" is in titles and tags of two events.
        expect(await ids({ words: ['fed', 'kalshi'] })).toEqual(['evt-kx-fed', 'evt-pm-fed']);
        expect(await ids({ words: ['bitcoin'] })).toEqual(['evt-pm-btc']);
        expect(await ids({ words: ['nothing'] })).toEqual([]);
        const first = await store.findEvents({}, rev, { offset: 0, limit: 2 });
        const second = await store.findEvents({}, rev, { offset: 2, limit: 2 });
        expect(first.hasMore).toBe(true);
        expect(second.hasMore).toBe(false);
        expect([...first.items, ...second.items].map((e) => e.eventId)).toEqual(await ids({}));
        // Every page counts every match, whatever its offset; a page past the end is empty.
        expect(first.total).toBe(first.items.length + second.items.length);
        expect(second.total).toBe(first.total);
        expect(await store.findEvents({}, rev, { offset: 10, limit: 2 })).toEqual({
          items: [],
          hasMore: false,
          total: first.total,
        });
        // A page as large as a number can be (the coverage overview reads every family so).
        const whole = await store.findEvents({}, rev, {
          offset: 0,
          limit: Number.MAX_SAFE_INTEGER,
        });
        expect(whole).toMatchObject({ hasMore: false, total: first.total });
        const searched = await store.findEvents({ words: ['fed'] }, rev, { offset: 1, limit: 1 });
        expect(searched).toMatchObject({ hasMore: false, total: 2 });
      },
    );

    readTest('markets: venue, native ID, event, family, status and word filters', async () => {
      const rev = await loaded();
      const ids = async (filter: Parameters<Store['findMarkets']>[0]) =>
        (await store.findMarkets(filter, rev, page)).items.map((m) => m.marketId);
      expect(await ids({})).toEqual(['mkt-btc-100k', 'mkt-fed-cut']);
      expect(await ids({ venue: 'kalshi' })).toEqual(['mkt-fed-cut']);
      expect(await ids({ venue: 'polymarket', venueMarketId: '553842' })).toEqual(['mkt-fed-cut']);
      expect(await ids({ venue: 'kalshi', venueMarketId: '553842' })).toEqual([]);
      expect(await ids({ eventId: 'evt-pm-btc' })).toEqual(['mkt-btc-100k']);
      expect(await ids({ familyId: 'fam-fed' })).toEqual(['mkt-fed-cut']);
      expect(await ids({ marketIds: ['mkt-fed-cut', 'x'] })).toEqual(['mkt-fed-cut']);
      expect(await ids({ words: ['BITCOIN'.toLowerCase()] })).toEqual(['mkt-btc-100k']);
      expect(await ids({ words: ['cut'], category: 'Economics', status: 'OPEN' })).toEqual([
        'mkt-fed-cut',
      ]);
    });

    readTest(
      'markets with settlement terms: those keeping terms at the revision, by ID',
      async () => {
        const json = smallCatalogJson() as any;
        const rev1 = await loaded();
        expect(await store.marketsWithTerms(rev1)).toEqual([]);
        json.markets[0].settlement_evidence.terms = catalogTermsOf('kalshi', 'KXFED-26DEC-CUT');
        const rev2 = (
          await importCatalog(store, validateCatalog(json), { source: 'terms', clock: fixedClock })
        ).revision;
        json.markets[1].settlement_evidence = { terms: catalogTermsOf('polymarket', '600100') };
        const rev3 = (
          await importCatalog(store, validateCatalog(json), { source: 'terms', clock: fixedClock })
        ).revision;
        delete json.markets[0].settlement_evidence.terms;
        const rev4 = (
          await importCatalog(store, validateCatalog(json), { source: 'terms', clock: fixedClock })
        ).revision;
        const ids = async (rev: number) =>
          (await store.marketsWithTerms(rev)).map((m) => m.marketId);
        expect([await ids(rev1), await ids(rev2), await ids(rev3), await ids(rev4)]).toEqual([
          [],
          ['mkt-fed-cut'],
          ['mkt-btc-100k', 'mkt-fed-cut'],
          ['mkt-btc-100k'],
        ]);
        const [kept] = await store.marketsWithTerms(rev3);
        expect(kept).toEqual((await store.getByKeys('market', ['mkt-btc-100k'], rev3))[0]);
        expect(kept!.settlementEvidence!.terms).toMatchObject({
          venue: 'polymarket',
          venueMarketId: '600100',
          window: { status: 'KNOWN', value: { kind: 'PERIOD', zone: 'America/New_York' } },
        });
      },
    );

    readTest('families: by markets, venue, category and words', async () => {
      const rev = await loaded();
      const ids = async (filter: Parameters<Store['findFamilies']>[0]) =>
        (await store.findFamilies(filter, rev, page)).items.map((f) => f.familyId);
      expect(await ids({})).toEqual(['fam-btc', 'fam-fed']);
      expect(await ids({ marketIds: ['mkt-btc-100k'] })).toEqual(['fam-btc']);
      expect(await ids({ marketIds: ['mkt-btc-100k', 'mkt-fed-cut'] })).toEqual([
        'fam-btc',
        'fam-fed',
      ]);
      expect(await ids({ venue: 'kalshi' })).toEqual(['fam-fed']);
      expect(await ids({ category: 'Crypto' })).toEqual(['fam-btc']);
      expect(await ids({ words: ['rates'] })).toEqual(['fam-fed']);
      expect(await ids({ familyIds: ['fam-fed'] })).toEqual(['fam-fed']);
    });

    readTest('listings are found by each native identifier, never across venues', async () => {
      const rev = await loaded();
      const ids = async (lookup: Parameters<Store['findListings']>[0]) =>
        (await store.findListings(lookup, rev)).map((l) => l.listingId);
      expect(await ids({ venue: 'polymarket', tokenId: '2222222222222222222222' })).toEqual([
        'lst-pm-fed-cut-no',
      ]);
      expect(await ids({ venue: 'kalshi', tokenId: '2222222222222222222222' })).toEqual([]);
      expect(
        await ids({ venue: 'kalshi', ticker: 'KXFED-26DEC-CUT', venueOutcomeId: 'yes' }),
      ).toEqual(['lst-kx-fed-cut-yes']);
      expect(await ids({ venue: 'polymarket', slug: 'fed-cuts-in-december' })).toEqual([
        'lst-pm-fed-cut-no',
        'lst-pm-fed-cut-yes',
      ]);
      expect(
        await ids({ venue: 'polymarket', conditionId: '0xabc1', venueOutcomeId: 'No' }),
      ).toEqual(['lst-pm-fed-cut-no']);
      expect(await ids({ venue: 'polymarket', venueMarketId: '553842' })).toEqual([
        'lst-pm-fed-cut-no',
        'lst-pm-fed-cut-yes',
      ]);
      expect(await ids({ venue: 'polymarket', venueMarketId: '903193' })).toEqual([]);
    });

    readTest('a batch of listing lookups answers each as findListings does, in order', async () => {
      const rev = await loaded();
      const lookups: Parameters<Store['findListings']>[0][] = [
        { venue: 'polymarket', tokenId: '2222222222222222222222' },
        { venue: 'kalshi', tokenId: '2222222222222222222222' },
        { venue: 'kalshi', ticker: 'KXFED-26DEC-CUT', venueOutcomeId: 'yes' },
        { venue: 'polymarket', slug: 'fed-cuts-in-december' },
        { venue: 'polymarket', conditionId: '0xabc1', venueOutcomeId: 'No' },
        { venue: 'polymarket', venueMarketId: '553842' },
        { venue: 'polymarket', venueMarketId: '903193' },
        { venue: 'polymarket', tokenId: '2222222222222222222222' },
      ];
      const batch = await store.findListingsBatch(lookups, rev);
      const single = await Promise.all(lookups.map((l) => store.findListings(l, rev)));
      expect(batch).toEqual(single);
      expect(batch.map((found) => found.length)).toEqual([1, 0, 1, 2, 1, 2, 0, 1]);
      expect(await store.findListingsBatch([], rev)).toEqual([]);
    });

    readTest(
      'navigation maps: family to events and markets, event to markets, outcome to market',
      async () => {
        const rev = await loaded();
        expect(await store.eventIdsOfFamilies(['fam-fed', 'fam-none'], rev)).toEqual(
          new Map([
            ['fam-fed', ['evt-kx-fed', 'evt-pm-fed']],
            ['fam-none', []],
          ]),
        );
        expect(await store.marketIdsOfFamilies(['fam-btc'], rev)).toEqual(
          new Map([['fam-btc', ['mkt-btc-100k']]]),
        );
        expect(await store.marketIdsOfEvents(['evt-pm-fed', 'evt-pm-btc'], rev)).toEqual(
          new Map([
            ['evt-pm-fed', ['mkt-fed-cut']],
            ['evt-pm-btc', ['mkt-btc-100k']],
          ]),
        );
        expect(await store.marketIdsOfOutcomes(['out-btc-100k-no', 'out-x'], rev)).toEqual(
          new Map([['out-btc-100k-no', 'mkt-btc-100k']]),
        );
        const listings = await store.listingsOfOutcomes(['out-btc-100k-no'], rev);
        expect(listings.get('out-btc-100k-no')).toEqual([]);
      },
    );

    readTest(
      "a family's outcome count: the outcomes of its catalog markets, before any is read",
      async () => {
        const rev = await loaded();
        const counts = await store.outcomeCountsOfFamilies(['fam-fed', 'fam-btc', 'fam-none'], rev);
        for (const familyId of ['fam-fed', 'fam-btc']) {
          const marketIds = (await store.marketIdsOfFamilies([familyId], rev)).get(familyId)!;
          const markets = await store.getByKeys('market', marketIds, rev);
          expect(markets.length).toBeGreaterThan(0);
          expect(counts.get(familyId)).toBe(
            markets.reduce((total, m) => total + m.outcomes.length, 0),
          );
        }
        expect(counts.get('fam-btc')).toBe(2);
        expect(counts.has('fam-none')).toBe(false);
        expect(await store.outcomeCountsOfFamilies([], rev)).toEqual(new Map());
      },
    );

    test('scenario versions are kept in publication order and a new one becomes current', async () => {
      const first = await loaded();
      const json = smallCatalogJson() as { families: { scenario_versions: unknown[] }[] };
      json.families[1]!.scenario_versions.push({
        version: '2',
        scenarios: [
          { scenario_id: 'low', label: 'Below 100k' },
          { scenario_id: 'mid', label: '100k-120k' },
          { scenario_id: 'high', label: '120k+' },
        ],
      });
      const second = (
        await importCatalog(store, validateCatalog(json), { source: 'v2', clock: fixedClock })
      ).revision;
      const now = await store.scenarioVersionsOfFamilies(['fam-btc'], second);
      expect(now.get('fam-btc')!.map((v) => [v.version, v.ordinal, v.scenarios.length])).toEqual([
        ['1', 1, 2],
        ['2', 2, 3],
      ]);
      const then = await store.scenarioVersionsOfFamilies(['fam-btc'], first);
      expect(then.get('fam-btc')!.map((v) => v.version)).toEqual(['1']);
    });

    test('derived relationships are stored per family version and read by outcome, type and venue', async () => {
      const rev = await loaded();
      const all = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-no'], pins: 'current' },
        rev,
        page,
      );
      expect(all).toEqual({
        hasMore: false,
        total: all.items.length,
        items: [
          {
            relationshipId: 'rel:fam-btc@1:out-btc-100k-no:out-btc-100k-yes',
            familyId: 'fam-btc',
            scenarioVersion: '1',
            type: 'COMPLEMENT',
            fromOutcomeId: 'out-btc-100k-no',
            toOutcomeId: 'out-btc-100k-yes',
            witnesses: ['low', 'high'],
          },
        ],
      });
      const fed = await store.findRelationships(
        { outcomeIds: ['out-fed-cut-yes'], pins: [{ familyId: 'fam-fed', version: '1' }] },
        rev,
        page,
      );
      expect(fed.items.map((r) => [r.type, r.witnesses])).toEqual([
        ['OVERLAP', ['void', 'hold', 'cut']],
      ]);
      const typed = await store.findRelationships(
        { outcomeIds: ['out-fed-cut-yes'], pins: 'current', types: ['COMPLEMENT'] },
        rev,
        page,
      );
      expect(typed.items).toEqual([]);
      // The NO side has no listing: from YES its neighbour is on no venue; from NO, YES is on polymarket.
      const fromYes = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: 'current', neighbourVenue: 'polymarket' },
        rev,
        page,
      );
      expect(fromYes.items).toEqual([]);
      const fromNo = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-no'], pins: 'current', neighbourVenue: 'polymarket' },
        rev,
        page,
      );
      expect(fromNo.items).toHaveLength(1);
      expect(
        (
          await store.findRelationships(
            { outcomeIds: ['out-btc-100k-no'], pins: [{ familyId: 'fam-fed', version: '1' }] },
            rev,
            page,
          )
        ).items,
      ).toEqual([]);
      const paged = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-no', 'out-fed-cut-yes'], pins: 'current' },
        rev,
        { offset: 0, limit: 1 },
      );
      expect(paged.hasMore).toBe(true);
      expect(paged.total).toBeGreaterThan(1);
      expect(paged.items.map((r) => r.relationshipId)).toEqual([
        'rel:fam-btc@1:out-btc-100k-no:out-btc-100k-yes',
      ]);
    });

    test('a new scenario version gets its own set; the old one stays readable for pinned queries', async () => {
      const first = await loaded();
      const json = smallCatalogJson() as any;
      json.families[1].scenario_versions.push({
        version: '2',
        scenarios: [
          { scenario_id: 'low', label: 'low' },
          { scenario_id: 'high', label: 'high' },
          { scenario_id: 'void', label: 'void', kind: 'VOID' },
        ],
      });
      json.markets[1].outcomes[0].payouts['fam-btc@2'] = { low: '0', high: '1', void: '0' };
      json.markets[1].outcomes[1].payouts['fam-btc@2'] = { low: '1', high: '0', void: '0.5' };
      const second = (
        await importCatalog(store, validateCatalog(json), { source: 'v2', clock: fixedClock })
      ).revision;
      const current = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: 'current' },
        second,
        page,
      );
      expect(current.items.map((r) => [r.scenarioVersion, r.type, r.witnesses])).toEqual([
        ['2', 'EXCLUSIVITY', ['low', 'high']],
      ]);
      const pinned = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: [{ familyId: 'fam-btc', version: '1' }] },
        second,
        page,
      );
      expect(pinned.items.map((r) => r.type)).toEqual(['COMPLEMENT']);
      const before = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: 'current' },
        first,
        page,
      );
      expect(before.items.map((r) => r.scenarioVersion)).toEqual(['1']);
      // Amending version 1 payouts recomputes version 1's set; reads at the old revision keep the old one.
      json.markets[1].version = '3';
      json.markets[1].outcomes[1].payouts['fam-btc@1'] = { low: '1', high: '1' };
      const third = (
        await importCatalog(store, validateCatalog(json), {
          source: 'v1 amended',
          clock: fixedClock,
        })
      ).revision;
      const amended = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: [{ familyId: 'fam-btc', version: '1' }] },
        third,
        page,
      );
      expect(amended.items.map((r) => [r.type, r.fromOutcomeId, r.toOutcomeId])).toEqual([
        ['IMPLICATION', 'out-btc-100k-yes', 'out-btc-100k-no'],
      ]);
      const kept = await store.findRelationships(
        { outcomeIds: ['out-btc-100k-yes'], pins: [{ familyId: 'fam-btc', version: '1' }] },
        second,
        page,
      );
      expect(kept.items.map((r) => r.type)).toEqual(['COMPLEMENT']);
    });

    readTest(
      'related paths: one shortest path to each reachable outcome within the depth',
      async () => {
        const rev = await loaded();
        const one = await store.relatedPaths(
          { start: 'out-btc-100k-no', depth: 1, pins: 'current', limit: 100 },
          rev,
        );
        expect(one).toEqual([
          {
            outcomeIds: ['out-btc-100k-no', 'out-btc-100k-yes'],
            relationships: [
              expect.objectContaining({
                type: 'COMPLEMENT',
                relationshipId: 'rel:fam-btc@1:out-btc-100k-no:out-btc-100k-yes',
              }),
            ],
          },
        ]);
        expect(
          await store.relatedPaths(
            {
              start: 'out-btc-100k-no',
              depth: 3,
              pins: 'current',
              types: ['EQUALITY'],
              limit: 100,
            },
            rev,
          ),
        ).toEqual([]);
        expect(
          await store.relatedPaths(
            {
              start: 'out-btc-100k-yes',
              depth: 2,
              pins: 'current',
              neighbourVenue: 'kalshi',
              limit: 100,
            },
            rev,
          ),
        ).toEqual([]);
        expect(
          await store.relatedPaths(
            { start: 'out-unknown', depth: 2, pins: 'current', limit: 100 },
            rev,
          ),
        ).toEqual([]);
      },
    );
  });
}

/** A put of a bare family: the smallest write a commit can carry. */
function familyPut(familyId: string): CommitBatch['puts'][number] {
  return {
    kind: 'family',
    record: {
      familyId,
      title: 'x',
      description: '',
      category: '',
      tags: [],
      supportedConventionIds: [],
      observedAt: 'x',
    },
  };
}
