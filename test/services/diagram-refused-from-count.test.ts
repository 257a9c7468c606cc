// Family.relationshipDiagram refused from the family's outcome count, before any of its markets is
// read (docs/decisions.md, "Diagrams refused from a count"), on both stores. The family diagram
// service is built with a limit below the small catalog's families so a refusal needs no large
// import; the store is wrapped to record which reads each diagram made.
import { importCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { FamilyDiagramService } from '../../src/services/family-diagram-service';
import type { Store } from '../../src/store/store';
import { smallCatalog } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';

/** The store, with the names of the reads made through it since the last `take`. */
function recorded(store: Store): { store: Store; take(): string[] } {
  let reads: string[] = [];
  const wrapped = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        reads.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    store: wrapped,
    take: () => {
      const taken = reads;
      reads = [];
      return taken;
    },
  };
}

describe.each(STORE_KINDS)('diagrams refused from a count ($name)', ({ open }) => {
  let store: Store;
  let reads: ReturnType<typeof recorded>;
  let outcomes: number;

  beforeAll(async () => {
    store = await open();
    await importCatalog(store, smallCatalog());
    const revision = (await store.head()).revision;
    const marketIds = (await store.marketIdsOfFamilies(['fam-fed'], revision)).get('fam-fed')!;
    const markets = await store.getByKeys('market', marketIds, revision);
    outcomes = markets.reduce((total, m) => total + m.outcomes.length, 0);
    reads = recorded(store);
  }, 600_000);
  afterAll(async () => {
    await store?.close();
  });

  test('a family over the limit is refused QUERY_TOO_COMPLEX before any market is read', async () => {
    const diagrams = new FamilyDiagramService(reads.store, outcomes - 1);
    reads.take();
    const refusal: unknown = await diagrams
      .diagram({ familyId: 'fam-fed', scenarioVersion: '1' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).code).toBe('QUERY_TOO_COMPLEX');
    expect((refusal as ServiceError).details).toEqual({
      limit: 'diagramOutcomes',
      value: outcomes,
      maximum: outcomes - 1,
    });
    const made = reads.take();
    expect(made).toContain('outcomeCountsOfFamilies');
    for (const read of ['marketsWithListings', 'marketIdsOfFamilies', 'listingsOfOutcomes'])
      expect(made).not.toContain(read);
    expect(made.filter((read) => read === 'getByKeys')).toHaveLength(1); // the family itself
    expect(diagrams.diagramCounts()).toEqual({ pairsClassified: 0, refused: 1 });
  });

  test('a family at the limit is drawn', async () => {
    const diagrams = new FamilyDiagramService(reads.store, outcomes);
    const diagram = await diagrams.diagram({ familyId: 'fam-fed', scenarioVersion: '1' });
    expect(diagram.nodes.length).toBeGreaterThan(0);
    expect(diagrams.diagramCounts().refused).toBe(0);
  });
});
