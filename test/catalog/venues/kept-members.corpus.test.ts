// A venue page adapted again with what the store holds of its events that it no longer lists
// (src/catalog/venues/kept-members.ts, src/sync/stored-events.ts; docs/decisions.md, "Markets a
// venue stops listing"), on the recorded payloads of both venues (test/fixtures/cross-venue/): the
// market left out keeps its place in its event's family, its record comes back as stored but for
// its status, its cross-venue memberships stay, and a page adapted again changes nothing.
import type { CatalogDocument } from '../../../src/catalog/catalog-schema';
import { importCatalog } from '../../../src/catalog/import-catalog';
import { adaptVenueDraft, adaptVenuePayloads } from '../../../src/catalog/venues/adapt-venues';
import type { VenueFiles } from '../../../src/venues/common/payload-file';
import { keptMembersOf, type StoredEvents } from '../../../src/catalog/venues/kept-members';
import type { VenueEvent } from '../../../src/venues/common/venue-model';
import type { Problem } from '../../../src/domain/errors';
import { MemoryStore } from '../../../src/store/memory/memory-store';
import { storedEventsOf } from '../../../src/sync/stored-events';
import { recordedVenueFiles } from '../../support/labelled-pairs';

type Json = Record<string, any>;

const EVENT = 'evt-kx-kxmenworldcup-26';
const FAMILY = 'fam-kx-kxmenworldcup-26';
const IRAN = 'mkt-kx-kxmenworldcup-26-ir';

/** The recorded Kalshi payloads as one page, each event's markets edited. */
function kalshiPage(edit: (markets: Json[]) => Json[]): VenueFiles {
  const kalshi = recordedVenueFiles().find((g) => g.venue === 'kalshi')!;
  return {
    venue: 'kalshi',
    files: kalshi.files.map((f) => {
      const json = JSON.parse(f.text) as { events: Json[] };
      for (const e of json.events) e.markets = edit(e.markets as Json[]);
      return { file: f.file, text: JSON.stringify(json) };
    }),
  };
}

/** The recorded Kalshi payloads as one page, without the market `ticker`. */
function kalshiPageWithout(ticker: string): VenueFiles {
  return kalshiPage((markets) => markets.filter((m) => m.ticker !== ticker));
}

// Adapting the recorded payloads is most of a test's CPU (about 0.9 s against 0.1 s for the import):
// done once for the file, and each test imports a copy of it into a store of its own.
let recordedCatalog: CatalogDocument | undefined;

/** The recorded payloads of both venues adapted and imported into a fresh memory store. */
async function storedCatalog(): Promise<MemoryStore> {
  recordedCatalog ??= adaptVenuePayloads(recordedVenueFiles());
  const store = new MemoryStore();
  await importCatalog(store, structuredClone(recordedCatalog));
  return store;
}

/** The page adapted as the sync does: plainly, then with the store's markets it left out. */
async function adaptedPage(store: MemoryStore, page: VenueFiles, warnings: Problem[] = []) {
  const stored = await storedEventsOf(store, adaptVenueDraft([page]));
  return { stored, doc: adaptVenuePayloads([page], undefined, warnings, { stored }) };
}

describe('a page adapted with the markets it no longer lists', () => {
  test('the market comes back as stored but for its status; the family and its memberships stay', async () => {
    const store = await storedCatalog();
    const { revision } = await store.head();
    const [before] = await store.getByKeys('market', [IRAN], revision);
    const listingsBefore = await store.getByKeys(
      'listing',
      [`lst-kx-kxmenworldcup-26-ir-yes`, `lst-kx-kxmenworldcup-26-ir-no`],
      revision,
    );
    expect(before!.familyIds.filter((id) => id.startsWith('fam-xv-'))).toHaveLength(2);
    const versionBefore = (await store.scenarioVersionsOfFamilies([FAMILY], revision))
      .get(FAMILY)!
      .at(-1)!.version;

    const { stored, doc } = await adaptedPage(store, kalshiPageWithout('KXMENWORLDCUP-26-IR'));
    expect([...stored.keys()]).toEqual([EVENT]);
    expect(stored.get(EVENT)!.absent.map((m) => m.market.marketId)).toEqual([IRAN]);
    expect(doc.families.find((f) => f.family_id === FAMILY)!.scenario_versions[0]!.version).toBe(
      versionBefore,
    );
    const seq = await store.lastChangeSeq();
    // A page knows one venue: the cross-venue memberships are kept by the import, as the sync's.
    await importCatalog(store, doc, { source: 'page', crossVenue: { keep: true } });
    const changes = (await store.changesAfter(seq, {}, 100)).map(
      (c) => `${c.resourceType} ${c.changeType} ${c.resourceId}`,
    );
    expect(changes.sort()).toEqual([
      `CONTRACT UPDATED ${IRAN}`,
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-no',
      'MAPPING UPDATED lst-kx-kxmenworldcup-26-ir-yes',
    ]);
    const now = (await store.head()).revision;
    const [after] = await store.getByKeys('market', [IRAN], now);
    expect({ ...after, status: before!.status, observedAt: before!.observedAt }).toEqual(before);
    expect(after!.status).toBe('UNKNOWN');
    const listingsAfter = await store.getByKeys(
      'listing',
      listingsBefore.map((l) => l.listingId),
      now,
    );
    expect(listingsAfter.map((l) => l.status)).toEqual(['UNKNOWN', 'UNKNOWN']);
    expect(listingsAfter.map((l) => ({ ...l, status: 'OPEN', observedAt: '' }))).toEqual(
      listingsBefore.map((l) => ({ ...l, observedAt: '' })),
    );

    // Adapted again, the page carries nothing of the market, and importing it writes nothing.
    const again = await adaptedPage(store, kalshiPageWithout('KXMENWORLDCUP-26-IR'));
    expect(again.doc.markets.map((m) => m.market_id)).not.toContain(IRAN);
    const imported = await importCatalog(store, again.doc, {
      source: 'page',
      crossVenue: { keep: true },
    });
    expect(imported.records).toBe(0);
  });

  test('a rung listed again under another ticker at its threshold: the ladder and its version stay', async () => {
    const store = await storedCatalog();
    const { revision } = await store.head();
    const ladder = 'fam-kx-kxbtcd-26oct0600';
    const version = (await store.scenarioVersionsOfFamilies([ladder], revision))
      .get(ladder)!
      .at(-1)!.version;
    const rung = 'KXBTCD-26OCT0600-T86999.99';
    const page = kalshiPage((markets) =>
      markets.flatMap((m) =>
        m.ticker === rung ? [{ ...m, ticker: 'KXBTCD-26OCT0600-T87000' }] : [m],
      ),
    );
    const warnings: Problem[] = [];
    const { doc } = await adaptedPage(store, page, warnings);
    expect(warnings).toEqual([]);
    expect(doc.families.find((f) => f.family_id === ladder)!.scenario_versions[0]!.version).toBe(
      version,
    );
    const seq = await store.lastChangeSeq();
    await importCatalog(store, doc, { source: 'page', crossVenue: { keep: true } });
    const changes = (await store.changesAfter(seq, { resourceTypes: ['CONTRACT'] }, 100)).map(
      (c) => `${c.changeType} ${c.resourceId}`,
    );
    expect(changes.sort()).toEqual([
      'CREATED mkt-kx-kxbtcd-26oct0600-t87000',
      'UPDATED mkt-kx-kxbtcd-26oct0600-t86999.99',
    ]);
    const now = (await store.head()).revision;
    const [kept, listed] = await store.getByKeys(
      'market',
      ['mkt-kx-kxbtcd-26oct0600-t86999.99', 'mkt-kx-kxbtcd-26oct0600-t87000'],
      now,
    );
    expect(kept!.outcomes[0]!.payouts).toEqual(listed!.outcomes[0]!.payouts);
  });

  test('a market whose own scenario cannot be read back is left out of the family, with a warning', async () => {
    const store = await storedCatalog();
    const page = kalshiPageWithout('KXMENWORLDCUP-26-IR');
    const stored = await storedEventsOf(store, adaptVenueDraft([page]));
    const event = stored.get(EVENT)!;
    const lacking: StoredEvents = new Map([
      [
        EVENT,
        {
          ...event,
          families: event.families.map((f) => ({
            ...f,
            scenarios: f.scenarios.filter((s) => s.scenarioId !== 'ir'),
          })),
        },
      ],
    ]);
    const warnings: Problem[] = [];
    const doc = adaptVenuePayloads([page], undefined, warnings, { stored: lacking });
    const current = event.families.find((f) => f.familyId === FAMILY)!.version;
    expect(warnings).toEqual([
      {
        path: `stored market ${IRAN}: $`,
        reason: `no longer listed by the venue, and left out of ${FAMILY}: its own scenario in scenario version ${current} cannot be read`,
      },
    ]);
    const family = doc.families.find((f) => f.family_id === FAMILY)!;
    expect(family.scenario_versions[0]!.scenarios.map((s) => s.scenario_id)).not.toContain('ir');
  });

  test("a market listed on another venue too is never kept: it is not this venue page's alone", async () => {
    const store = await storedCatalog();
    const stored = await storedEventsOf(
      store,
      adaptVenueDraft([kalshiPageWithout('KXMENWORLDCUP-26-IR')]),
    );
    const member = stored.get(EVENT)!.absent[0]!;
    const event: VenueEvent = {
      venue: 'kalshi',
      from: { file: 'page', path: '$' },
      eventId: 'KXMENWORLDCUP-26',
      title: '',
      description: '',
      category: '',
      tags: [],
      exclusive: true,
      allowsOther: true,
      source: '',
    };
    expect(keptMembersOf(event, { absent: [member], families: [] })).toHaveLength(1);
    const merged = {
      ...member,
      listings: [
        ...member.listings,
        { ...member.listings[0]!, venue: 'polymarket', venueMarketId: '558934' },
      ],
    };
    expect(keptMembersOf(event, { absent: [merged], families: [] })).toEqual([]);
    expect(
      keptMembersOf({ ...event, venue: 'polymarket' }, { absent: [member], families: [] }),
    ).toEqual([]);
  });
});
