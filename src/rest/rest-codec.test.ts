// The one transform from camelCase definitions to REST's snake_case: schemas, serialisers and
// request mapping.
import { msg } from '../domain/errors';
import {
  Closed,
  Decimal,
  List,
  Nullable,
  Obj,
  Optional,
  Ref,
  Str,
  With,
  Words,
} from '../resources/schema-kit';
import { restCodec, restSchema } from './rest-codec';
import { snakePath, snakeText } from './snake-case';

const Level = Obj({ price: Decimal, size: Decimal }, { $id: 'TestLevel' });
const Book = Obj(
  {
    listingId: With(Str, { description: 'the {listingId} of {venueMarketId}' }),
    bestBid: Optional(Ref(Level)),
    lastTrade: Nullable(Str),
    bids: List(Ref(Level)),
    tickBands: List(Obj({ lowerPrice: Decimal, tickSize: Decimal })),
    reason: Optional(Words()),
  },
  { $id: 'TestBook', description: 'a book' },
);

test('the schema renames properties and required lists, renders descriptions, keeps key order', () => {
  const decimal = {
    type: 'string',
    pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$',
    description: 'decimal number as text',
  };
  expect(JSON.stringify(restSchema(Book))).toBe(
    JSON.stringify({
      $id: 'TestBook',
      type: 'object',
      description: 'a book',
      required: ['listing_id', 'last_trade', 'bids', 'tick_bands'],
      properties: {
        listing_id: { type: 'string', description: 'the listing_id of venue_market_id' },
        best_bid: { $ref: 'TestLevel#' },
        last_trade: { type: ['string', 'null'] },
        bids: { type: 'array', items: { $ref: 'TestLevel#' } },
        tick_bands: {
          type: 'array',
          items: {
            type: 'object',
            required: ['lower_price', 'tick_size'],
            properties: { lower_price: decimal, tick_size: decimal },
          },
        },
        reason: { type: 'string' },
      },
    }),
  );
});

test('a closed object prints required, then additionalProperties, then properties', () => {
  expect(Object.keys(restSchema(Closed({ aB: Str, c: Optional(Str) })))).toEqual([
    'type',
    'required',
    'additionalProperties',
    'properties',
  ]);
});

test('toRest renames every level, renders text naming fields, passes unchanged parts through', () => {
  const level = { price: '0.41', size: '10' };
  const codec = restCodec(Book);
  const json = codec.toRest({
    listingId: 'lst-1',
    bestBid: level,
    lastTrade: null,
    bids: [level],
    tickBands: [{ lowerPrice: '0', tickSize: '0.01' }],
    // A placeholder in the template is a name; one inside a value is the value's own text.
    reason: msg`no {venueMarketId} for "${'{notAName}'}"`,
  });
  expect(json).toEqual({
    listing_id: 'lst-1',
    best_bid: level,
    last_trade: null,
    bids: [level],
    tick_bands: [{ lower_price: '0', tick_size: '0.01' }],
    reason: 'no venue_market_id for "{notAName}"',
  });
  // An object whose names do not change is the same object (no copy on the hot path).
  expect(json.best_bid).toBe(level);
  expect(codec.toRest({ listingId: 'x', lastTrade: '0.4', bids: [], tickBands: [] })).toEqual({
    listing_id: 'x',
    best_bid: undefined,
    last_trade: '0.4',
    bids: [],
    tick_bands: [],
    reason: undefined,
  });
});

test('fromRest maps a validated request back to camelCase', () => {
  const Query = Closed({ listingIds: Optional(List(Str)), pageSize: Optional(Str) });
  expect(restCodec(Query).fromRest({ listing_ids: ['a'] })).toEqual({
    listingIds: ['a'],
    pageSize: undefined,
  });
  expect(
    restCodec(Book).fromRest({ listing_id: 'x', last_trade: null, bids: [], tick_bands: [] }),
  ).toMatchObject({ listingId: 'x', lastTrade: null, tickBands: [] });
});

test('codecs are compiled once per definition', () => {
  expect(restCodec(Book)).toBe(restCodec(Book));
});

test('snake_case paths and text', () => {
  expect(snakePath('fairValues[2].expectedRevision,scenarioPins')).toBe(
    'fair_values[2].expected_revision,scenario_pins',
  );
  expect(snakePath('$.markets[0].outcome_id')).toBe('$.markets[0].outcome_id');
  expect(snakeText('{venue}:{venueMarketId} at TAKER')).toBe('venue:venue_market_id at TAKER');
});
