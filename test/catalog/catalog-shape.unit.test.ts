// The catalog's shape check (TypeBox definitions checked by the catalog's Ajv): what a file may
// leave out reads as its default, what the format does not know is left out, the caller's value
// is left as it was, and each problem is told in words at its JSON path, in the order of the
// format's fields.
import { validateCatalog } from '../../src/catalog/import-catalog';
import { parseNdjson } from '../../src/catalog/ingest-ndjson';
import { ServiceError, type Problem } from '../../src/domain/errors';
import { smallCatalogJson } from '../fixtures/small-catalog';

function problemsOf(json: unknown): Problem[] {
  try {
    validateCatalog(json);
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return (error as ServiceError).details!.problems!;
  }
  throw new Error('expected the catalog to be refused');
}

test('left-out fields read as their defaults; unknown fields are left out, at every depth', () => {
  const json = smallCatalogJson() as any;
  json.comment = 'written by a newer tool';
  const market = json.markets[0];
  delete market.description;
  delete market.tags;
  delete market.status;
  market.shiny = true;
  const listing = market.outcomes[0].listings[0];
  delete listing.trading_rules.quantity_increment;
  delete listing.trading_rules.tick_bands;
  listing.trading_rules.rounding = 'BANKERS';
  const before = structuredClone(json);

  const doc = validateCatalog(json) as any;

  expect(doc).not.toHaveProperty('comment');
  expect(doc.markets[0]).not.toHaveProperty('shiny');
  expect(doc.markets[0]).toMatchObject({ description: '', tags: [], status: 'UNKNOWN' });
  const rules = doc.markets[0].outcomes[0].listings[0].trading_rules;
  expect(rules).toMatchObject({ quantity_increment: '1', tick_bands: [] });
  expect(rules).not.toHaveProperty('rounding');
  // The defaults are each the document's own: filling one in touches no other.
  rules.tick_bands.push({ lower_price: '0', upper_price: '1', tick_size: '0.5' });
  expect(validateCatalog(before).markets[0]!.outcomes[0]!.listings[0]!.trading_rules).toEqual(
    expect.objectContaining({ tick_bands: [] }),
  );
  expect(json).toEqual(before);
});

test('a missing field, a wrong type and a timestamp with an offset are told in words, in field order', () => {
  const json = smallCatalogJson() as any;
  const market = json.markets[0];
  market.settlement_evidence = {
    observation_window: { start: '2026-12-10T19:00:00+01:00', end: '2026-12-10T20:00:00Z' },
  };
  market.payout_conditions = 'all of them';
  delete market.title;
  expect(problemsOf(json)).toEqual([
    { path: '$.markets[0].title', reason: 'is required: expected a string; received nothing' },
    {
      path: '$.markets[0].payout_conditions',
      reason: 'expected a list; received "all of them"',
    },
    {
      path: '$.markets[0].settlement_evidence.observation_window.start',
      reason:
        'must be an ISO 8601 UTC timestamp such as 2026-11-20T14:00:00Z; received "2026-12-10T19:00:00+01:00"',
    },
  ]);
});

test('a payout table keyed by something that is no identifier names the key', () => {
  const json = smallCatalogJson() as any;
  json.markets[0].outcomes[0].payouts[''] = { cut: '1' };
  expect(problemsOf(json)).toEqual([
    {
      path: '$.markets[0].outcomes[0].payouts[""]',
      reason: 'must be a non-empty string; received ""',
    },
  ]);
});

test("an NDJSON line's type is not kept in its row, read into the draft's camelCase, and its problems name the line", () => {
  const quote = {
    type: 'quote',
    listing_id: 'lst-1',
    bid: '0.4',
    observed_at: '2026-11-20T14:00:00Z',
    note: 'x',
  };
  const { rows, problems } = parseNdjson([
    { name: 'a.ndjson', text: `${JSON.stringify(quote)}\n${JSON.stringify({ ...quote, bid: 4 })}` },
  ]);
  expect(rows.quotes).toEqual([
    {
      at: 'a.ndjson:1 $',
      row: { listingId: 'lst-1', bid: '0.4', observedAt: quote.observed_at },
    },
  ]);
  expect(problems).toEqual([
    {
      path: 'a.ndjson:2 $.bid',
      reason: expect.stringMatching(/^expected a string; received the number 4$/),
    },
  ]);
});
