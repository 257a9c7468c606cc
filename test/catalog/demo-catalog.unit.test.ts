// The bundled demo catalog: generated, valid, and as rich as the product promises.
import { readFileSync } from 'node:fs';
import { buildDemoCatalog } from '../../scripts/demo/build-demo-catalog';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { importCatalog, parseCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';

const text = readFileSync(demoCatalogPath(), 'utf8');

test('demo-catalog.json is exactly what the generator writes (npm run demo:catalog)', () => {
  expect(JSON.parse(text)).toEqual(buildDemoCatalog());
});

test('the demo catalog imports cleanly and a second import changes nothing', async () => {
  const store = new MemoryStore();
  const doc = parseCatalog(text, 'demo');
  const first = await importCatalog(store, doc);
  expect(first.revision).toBe(1);
  expect(await importCatalog(store, doc)).toEqual({ revision: 1, records: 0, changes: 0 });
});

test('the demo has at least 4 families on two venues each, 40 markets, and one pair kept apart', () => {
  const doc = parseCatalog(text, 'demo');
  expect(doc.families.length).toBeGreaterThanOrEqual(4);
  expect(doc.markets.length).toBeGreaterThanOrEqual(40);
  for (const family of doc.families) {
    const venues = new Set(
      doc.events.filter((e) => e.family_ids.includes(family.family_id)).map((e) => e.venue),
    );
    expect([family.family_id, [...venues].sort()]).toEqual([
      family.family_id,
      ['kalshi', 'polymarket'],
    ]);
  }
  const merged = doc.markets.filter((m) =>
    m.outcomes.some((o) => new Set(o.listings.map((l) => l.venue)).size > 1),
  );
  expect(merged.length).toBeGreaterThanOrEqual(30);
  const single = doc.markets.filter(
    (m) => new Set(m.outcomes.flatMap((o) => o.listings.map((l) => l.venue))).size === 1,
  );
  expect(single.map((m) => m.market_id).sort()).toEqual([
    'mkt-fed-dec26-cut-any-kx',
    'mkt-fed-dec26-cut-any-pm',
  ]);
  const pm = doc.markets
    .flatMap((m) => m.outcomes.flatMap((o) => o.listings))
    .filter((l) => l.venue === 'polymarket');
  expect(
    pm.every(
      (l) =>
        /^\d+$/.test(l.venue_market_id) &&
        /^0x[0-9a-f]{64}$/.test(l.condition_id ?? '') &&
        /^\d{60,}$/.test(l.token_id ?? ''),
    ),
  ).toBe(true);
  const data = doc.market_data!;
  const listingIds = new Set(
    doc.markets.flatMap((m) => m.outcomes.flatMap((o) => o.listings.map((l) => l.listing_id))),
  );
  for (const section of [data.quotes, data.orderbooks, data.trades, data.price_history]) {
    expect(new Set(section.map((row) => row.listing_id))).toEqual(listingIds);
  }
});
