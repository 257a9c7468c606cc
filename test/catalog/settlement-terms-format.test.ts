// `settlement_evidence.terms` in the catalog format (docs/catalog-format.md, "Settlement terms"):
// terms as `settlegraph adapt` writes them import and are kept on the market version; a malformed
// terms object is refused with every problem at its JSON path; terms naming a venue market the
// market has no listing of are refused; a change of terms alone updates the market in place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCatalog, validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError, type Problem } from '../../src/domain/errors';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { catalogTermsOf } from '../fixtures/settlement-terms';
import { smallCatalogJson } from '../fixtures/small-catalog';
import { STORE_KINDS } from '../support/stores';

/** Terms of the small catalog's Kalshi Fed market, as the adapter writes them. */
const fedTerms = (): any => catalogTermsOf('kalshi', 'KXFED-26DEC-CUT');

function withTerms(terms: unknown): any {
  const json = smallCatalogJson() as any;
  json.markets[0].settlement_evidence = { source: 'FOMC statement', terms };
  return json;
}

function problemsOf(run: () => unknown): Problem[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('INVALID_REQUEST');
    return (error as ServiceError).details!.problems!;
  }
  throw new Error('expected the catalog to be rejected');
}

test('terms are kept on the market version, camelCase, missing spans read as none', async () => {
  const store = new MemoryStore();
  await importCatalog(store, validateCatalog(withTerms(fedTerms())));
  const head = await store.head();
  const [market] = await store.getByKeys('market', ['mkt-fed-cut'], head.revision);
  expect(market!.settlementEvidence!.terms).toMatchObject({
    venue: 'kalshi',
    venueMarketId: 'KXFED-26DEC-CUT',
    boundary: { status: 'KNOWN', value: { comparator: '<', threshold: '0', unit: 'bps' } },
    exceptions: { status: 'KNOWN', value: { rule: 'none' }, spans: [] },
  });
  expect(market!.settlementEvidence!.terms).not.toHaveProperty('venue_market_id');
  expect(await store.marketsWithTerms(head.revision)).toEqual([market]);
});

test("a boundary's rounding is kept; a rounding of an unknown mode is refused at its path", async () => {
  const terms = fedTerms();
  const rounding = { step: '25', unit: 'bps', mode: 'UP' };
  terms.boundary.value = { ...terms.boundary.value, rounding };
  const store = new MemoryStore();
  await importCatalog(store, validateCatalog(withTerms(terms)));
  const head = await store.head();
  const [market] = await store.getByKeys('market', ['mkt-fed-cut'], head.revision);
  expect(market!.settlementEvidence!.terms?.boundary).toMatchObject({
    status: 'KNOWN',
    value: { comparator: '<', threshold: '0', unit: 'bps', rounding },
  });
  terms.boundary.value.rounding = { step: '25', unit: 'bps', mode: 'SIDEWAYS' };
  expect(problemsOf(() => validateCatalog(withTerms(terms))).map((p) => p.path)).toContain(
    '$.markets[0].settlement_evidence.terms.boundary.value.rounding.mode',
  );
});

test('a malformed terms object is refused, every problem at its JSON path', () => {
  const terms = fedTerms();
  delete terms.yes;
  terms.venue = 'predictit';
  terms.quantity.status = 'PROBABLY';
  terms.source = { status: 'UNKNOWN', reason: '' };
  terms.window.value.end = terms.window.value.start;
  terms.window.spans[0].end += 1;
  terms.boundary.value = { comparator: '>', threshold: '1e3', unit: 'USD' };
  terms.exceptions.spans = [{ field: 'rules_primary', start: -1, end: 2.5, text: 'x' }];
  const at = '$.markets[0].settlement_evidence.terms';
  expect(problemsOf(() => validateCatalog(withTerms(terms)))).toEqual([
    { path: `${at}.venue`, reason: expect.stringContaining('kalshi') },
    {
      path: `${at}.quantity.status`,
      reason: 'status must be "KNOWN" (with a value) or "UNKNOWN" (with a reason)',
    },
    { path: `${at}.source.reason`, reason: 'must name why the term is unknown; received ""' },
    {
      path: `${at}.window.value.end`,
      reason: 'must be after start: a period is [start, end)',
    },
    {
      path: `${at}.window.spans[0].end`,
      reason: expect.stringMatching(/^end - start \(\d+\) must be the length of text \(\d+\)$/),
    },
    {
      path: `${at}.boundary.value.threshold`,
      reason: 'must be a decimal string such as "0.42"; received "1e3"',
    },
    {
      path: `${at}.exceptions.spans[0].start`,
      reason: 'must be at least 0; received the number -1',
    },
    {
      path: `${at}.exceptions.spans[0].end`,
      reason: 'must be a whole number of UTF-16 code units; received the number 2.5',
    },
    {
      path: `${at}.yes`,
      reason:
        'required: a term the text does not state is UNKNOWN with the reason; received nothing',
    },
  ]);
});

test('a boundary states what its comparator needs, and nothing it does not', () => {
  const terms = fedTerms();
  terms.boundary.value = { comparator: 'REACHES', threshold: '1', unit: 'stage' };
  const at = '$.markets[0].settlement_evidence.terms.boundary.value';
  expect(problemsOf(() => validateCatalog(withTerms(terms)))).toEqual([
    { path: `${at}.threshold`, reason: 'not used with REACHES' },
    { path: `${at}.stage`, reason: 'required with REACHES' },
    { path: `${at}.entity`, reason: 'required with REACHES' },
  ]);
  terms.boundary.value = {
    comparator: 'BETWEEN_INCLUSIVE',
    threshold: '100000',
    upper: '99999.99',
    unit: 'USD',
  };
  expect(problemsOf(() => validateCatalog(withTerms(terms)))).toEqual([
    { path: `${at}.upper`, reason: 'must not be below threshold' },
  ]);
});

test('a half-open range states its upper end', () => {
  const terms = fedTerms();
  terms.boundary.value = { comparator: 'BETWEEN_LOWER_INCLUSIVE', threshold: '1', unit: 'USD' };
  const at = '$.markets[0].settlement_evidence.terms.boundary.value';
  expect(problemsOf(() => validateCatalog(withTerms(terms)))).toEqual([
    { path: `${at}.upper`, reason: 'required with BETWEEN_LOWER_INCLUSIVE' },
  ]);
});

test('terms of a venue market the market has no listing of are refused, naming both', async () => {
  const terms = { ...fedTerms(), venue_market_id: 'KXFED-26DEC-HIKE' };
  const doc = validateCatalog(withTerms(terms));
  const store = new MemoryStore();
  await expect(importCatalog(store, doc)).rejects.toMatchObject({
    code: 'INVALID_REQUEST',
    details: {
      problems: [
        {
          path: '$.markets[0].settlement_evidence.terms.venue_market_id',
          reason: 'no listing of this market is kalshi market "KXFED-26DEC-HIKE"',
        },
      ],
    },
  });
  expect((await store.head()).revision).toBe(0);
});

test('terms are evidence: adding or changing them updates the market in place', async () => {
  const store = new MemoryStore();
  await importCatalog(store, validateCatalog(smallCatalogJson()));
  const before = await store.getByKeys('market', ['mkt-fed-cut'], (await store.head()).revision);
  await importCatalog(store, validateCatalog(withTerms(fedTerms())));
  const changed = fedTerms();
  changed.boundary.value.comparator = '<=';
  await importCatalog(store, validateCatalog(withTerms(changed)));
  const head = await store.head();
  const [after] = await store.getByKeys('market', ['mkt-fed-cut'], head.revision);
  expect(after!.version).toBe(before[0]!.version);
  expect(after!.settlementEvidence!.terms!.boundary).toMatchObject({
    value: { comparator: '<=' },
  });
  const changes = await store.changesAfter(0, { resourceTypes: ['CONTRACT'] }, 100);
  expect(changes.filter((c) => c.resourceId === 'mkt-fed-cut').map((c) => c.changeType)).toEqual([
    'CREATED',
    'UPDATED',
    'UPDATED',
  ]);
});

test('the terms example of docs/catalog-format.md is valid', () => {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'catalog-format.md'), 'utf8');
  const example = /## Settlement terms[\s\S]*?```json\n"terms": ([\s\S]*?)\n```/.exec(doc)?.[1];
  expect(example).toBeDefined();
  const json = withTerms({ ...JSON.parse(example!), venue_market_id: 'KXFED-26DEC-CUT' });
  expect(validateCatalog(json).markets[0]!.settlement_evidence!.terms!.venue).toBe('kalshi');
});

describe.each(STORE_KINDS)('a term stated as none ($name store)', (kind) => {
  test('is kept on the market version as statedNone, and refused with any other value', async () => {
    const terms = fedTerms();
    terms.boundary = {
      status: 'UNKNOWN',
      reason: 'an occurrence: the proposition happening is the condition, no threshold',
      stated_none: true,
      spans: [],
    };
    const store = await kind.open();
    await importCatalog(store, validateCatalog(withTerms(terms)));
    const head = await store.head();
    const [market] = await store.getByKeys('market', ['mkt-fed-cut'], head.revision);
    expect(market!.settlementEvidence!.terms!.boundary).toEqual({
      status: 'UNKNOWN',
      reason: 'an occurrence: the proposition happening is the condition, no threshold',
      statedNone: true,
      spans: [],
    });
    const bad = fedTerms();
    bad.boundary = { status: 'UNKNOWN', reason: 'x', stated_none: false, spans: [] };
    expect(problemsOf(() => validateCatalog(withTerms(bad))).map((p) => p.path)).toEqual([
      '$.markets[0].settlement_evidence.terms.boundary.stated_none',
    ]);
  });
});
