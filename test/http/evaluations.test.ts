// POST /evaluations:run over real HTTP on both stores: the worked example of
// docs/evaluation-example.md (hand-checked numbers), pricing, filters, pins and bad input.
import { STORE_KINDS } from '../support/stores';
import { post, startTestServer, type TestServer } from '../support/test-server';
import { NOW, evaluationCatalog, workedExampleBody } from '../fixtures/evaluation-catalog';

const v = (pairs: [string, string][]) =>
  pairs.map(([scenario_id, value]) => ({ scenario_id, value }));

describe.each(STORE_KINDS)('POST /evaluations:run ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [evaluationCatalog()], undefined, {
      clock: () => NOW,
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const run = (body: unknown) => post(server, '/v1/evaluations:run', body);

  test('the worked example: books, whole book, candidates, offsets, coverage, versions', async () => {
    const res = await run(workedExampleBody());
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.assignments).toEqual([
      { position_id: 'p-yes-a', family_id: 'fam-fed' },
      { position_id: 'p-yes-b', family_id: 'fam-fed' },
      { position_id: 'p-no', family_id: 'fam-fed' },
      { position_id: 'p-btc', family_id: 'fam-btc' },
      { position_id: 'p-words', family_id: null },
    ]);
    expect(body.baseline.books).toEqual([
      {
        family_id: 'fam-btc',
        scenario_version: '1',
        payout_currency: 'USD',
        conditioned: false,
        position_ids: ['p-btc'],
        min: { value: '-5', tie_count: 1, witnesses: ['high'] },
        max: { value: '0', tie_count: 1, witnesses: ['low'] },
        payouts: v([
          ['low', '0'],
          ['high', '-5'],
        ]),
        contributions: [
          {
            position_id: 'p-btc',
            payouts: v([
              ['low', '0'],
              ['high', '-5'],
            ]),
          },
        ],
      },
      {
        family_id: 'fam-fed',
        scenario_version: '1',
        payout_currency: 'USD',
        conditioned: false,
        position_ids: ['p-yes-a', 'p-yes-b', 'p-no'],
        min: { value: '10', tie_count: 1, witnesses: ['hold'] },
        max: { value: '14', tie_count: 1, witnesses: ['cut'] },
        payouts: v([
          ['cut', '14'],
          ['hold', '10'],
          ['void', '12'],
        ]),
        contributions: [
          {
            position_id: 'p-yes-a',
            payouts: v([
              ['cut', '10'],
              ['hold', '0'],
              ['void', '5'],
            ]),
          },
          {
            position_id: 'p-yes-b',
            payouts: v([
              ['cut', '4'],
              ['hold', '0'],
              ['void', '2'],
            ]),
          },
          {
            position_id: 'p-no',
            payouts: v([
              ['cut', '0'],
              ['hold', '10'],
              ['void', '5'],
            ]),
          },
        ],
      },
    ]);
    expect(body.baseline.whole_book).toMatchObject({ status: 'EXACT', min: '5', max: '14' });
    expect(body.baseline.whole_book.explanation).toContain('INDEPENDENT');
    expect(
      body.candidates.map((c: any) => [c.candidate_id, c.rank, c.whole_book.min, c.whole_book.max]),
    ).toEqual([
      ['c-hedge', 1, '10', '14'],
      ['c-more-cut', 2, '5', '20'],
      ['c-sell-no', 3, '-5', '14'],
    ]);
    const hedge = body.candidates[0];
    // Nothing prices the trades: costs and net outcomes are unknown (null).
    const unpriced = { net_after: null, net_delta: null };
    expect(hedge.books).toEqual([
      {
        family_id: 'fam-btc',
        scenario_version: '1',
        payout_currency: 'USD',
        before: { min: '-5', max: '0' },
        after: { min: '0', max: '0' },
        delta: { min: '5', max: '0' },
        cost: null,
        net_after: null,
        payouts: [
          { scenario_id: 'low', before: '0', after: '0', delta: '0', ...unpriced },
          { scenario_id: 'high', before: '-5', after: '0', delta: '5', ...unpriced },
        ],
      },
      {
        family_id: 'fam-fed',
        scenario_version: '1',
        payout_currency: 'USD',
        before: { min: '10', max: '14' },
        after: { min: '10', max: '14' },
        delta: { min: '0', max: '0' },
        cost: null,
        net_after: null,
        payouts: [
          { scenario_id: 'cut', before: '14', after: '14', delta: '0', ...unpriced },
          { scenario_id: 'hold', before: '10', after: '10', delta: '0', ...unpriced },
          { scenario_id: 'void', before: '12', after: '12', delta: '0', ...unpriced },
        ],
      },
    ]);
    const sellNo = body.candidates[2].books.find((b: any) => b.family_id === 'fam-fed');
    expect(sellNo.after).toEqual({ min: '0', max: '14' });
    expect(sellNo.delta).toEqual({ min: '-10', max: '0' });
    expect(body.offsets).toEqual([
      {
        family_id: 'fam-fed',
        scenario_version: '1',
        position_ids: ['p-yes-a', 'p-no'],
        value: '10',
        explanation: expect.stringContaining('no collateral or operational netting'),
      },
    ]);
    expect(body.scenarios).toEqual([
      { family_id: 'fam-btc', scenario_version: '1', scenario_ids: ['low', 'high'] },
      { family_id: 'fam-fed', scenario_version: '1', scenario_ids: ['cut', 'hold', 'void'] },
    ]);
    expect(body.coverage).toEqual({
      positions: 5,
      supported_positions: 4,
      unsupported: [
        {
          position_id: 'p-words',
          outcome_id: 'out-fed-words-yes',
          reason: expect.stringContaining('never counted as paying zero'),
        },
      ],
      unsupported_trades: [],
      scenario_filters: [],
    });
    expect(hedge.cost).toEqual({
      complete: false,
      value: null,
      trades: [
        {
          trade_id: 't1',
          listing_id: 'lst-pm-btc-yes',
          quantity_delta: '5',
          price_source: null,
          price: null,
          notional: null,
          fee_source: null,
          fee: null,
          cost: null,
          observed_at: null,
          warning: 'TRADE_UNPRICED',
        },
      ],
    });
    expect(hedge.net_whole_book).toMatchObject({ status: 'UNAVAILABLE', min: null, max: null });
    expect(body.ranking.basis).toBe('PAYOUT');
    expect(body.warnings).toEqual([
      {
        code: 'UNSUPPORTED_OUTCOME',
        message: expect.any(String),
        position_id: 'p-words',
        candidate_id: null,
        trade_id: null,
      },
      {
        code: 'CANDIDATES_UNPRICED',
        message: expect.stringContaining('buying more ranks higher'),
        position_id: null,
        candidate_id: null,
        trade_id: null,
      },
    ]);
    expect(body.versions).toEqual({
      snapshot_id: expect.stringMatching(/^rev-\d+$/),
      as_of: expect.any(String),
      market_versions: [
        { market_id: 'mkt-btc-100k', version: '1' },
        { market_id: 'mkt-fed-cut', version: '1' },
        { market_id: 'mkt-fed-unpriced', version: '1' },
      ],
      mapping_versions: [
        { listing_id: 'lst-kx-fed-cut-no', mapping_version: '1' },
        { listing_id: 'lst-kx-fed-cut-yes', mapping_version: '1' },
        { listing_id: 'lst-pm-btc-yes', mapping_version: '1' },
      ],
      scenario_pins: [
        { family_id: 'fam-btc', scenario_version: '1' },
        { family_id: 'fam-fed', scenario_version: '1' },
      ],
    });
    expect(body.valuation).toEqual({ mode: 'NONE', complete: true, value: null, items: [] });
  });

  test('MIDPOINT: quote midpoints; a stale and a missing quote leave the valuation incomplete', async () => {
    const res = await run(workedExampleBody({ mode: 'MIDPOINT', max_quote_age_seconds: 600 }));
    expect(res.status).toBe(200);
    expect(res.body.valuation).toEqual({
      mode: 'MIDPOINT',
      complete: false,
      value: '11.54',
      items: [
        { position_id: 'p-yes-a', listing_id: 'lst-kx-fed-cut-yes', value: '4.1', warning: null },
        { position_id: 'p-yes-b', listing_id: 'lst-kx-fed-cut-yes', value: '1.64', warning: null },
        { position_id: 'p-no', listing_id: 'lst-kx-fed-cut-no', value: '5.8', warning: null },
        { position_id: 'p-btc', listing_id: 'lst-pm-btc-yes', value: null, warning: 'QUOTE_STALE' },
        {
          position_id: 'p-words',
          listing_id: 'lst-kx-fed-words-yes',
          value: null,
          warning: 'QUOTE_MISSING',
        },
      ],
    });
    expect(
      res.body.warnings.map((w: any) => [w.code, w.position_id, w.candidate_id, w.trade_id]),
    ).toEqual([
      ['UNSUPPORTED_OUTCOME', 'p-words', null, null],
      ['QUOTE_STALE', 'p-btc', null, null],
      ['QUOTE_MISSING', 'p-words', null, null],
      // MIDPOINT prices the candidates too: the hedge's quote is as stale as p-btc's.
      ['QUOTE_STALE', null, 'c-hedge', 't1'],
    ]);
    // The payout analysis stays complete.
    expect(res.body.baseline.whole_book).toMatchObject({ status: 'EXACT', min: '5', max: '14' });
  });

  test('LIQUIDATION walks the book with the taker fee; thin and missing books are warnings', async () => {
    const res = await run(workedExampleBody({ mode: 'LIQUIDATION', max_quote_age_seconds: 600 }));
    expect(res.status).toBe(200);
    expect(res.body.valuation).toEqual({
      mode: 'LIQUIDATION',
      complete: false,
      value: '3.613',
      items: [
        { position_id: 'p-yes-a', listing_id: 'lst-kx-fed-cut-yes', value: '3.83', warning: null },
        { position_id: 'p-yes-b', listing_id: 'lst-kx-fed-cut-yes', value: '1.5', warning: null },
        { position_id: 'p-no', listing_id: 'lst-kx-fed-cut-no', value: null, warning: 'BOOK_THIN' },
        { position_id: 'p-btc', listing_id: 'lst-pm-btc-yes', value: '-1.717', warning: null },
        {
          position_id: 'p-words',
          listing_id: 'lst-kx-fed-words-yes',
          value: null,
          warning: 'BOOK_MISSING',
        },
      ],
    });
  });

  test('LIQUIDATION prices the candidates too and ranks them net of their cost', async () => {
    const res = await run(workedExampleBody({ mode: 'LIQUIDATION', max_quote_age_seconds: 600 }));
    expect(res.status).toBe(200);
    expect(res.body.ranking.basis).toBe('NET_AFTER_COST');
    expect(
      res.body.candidates.map((c: any) => [
        c.candidate_id,
        c.rank,
        c.cost.value,
        c.net_whole_book.min,
        c.net_whole_book.max,
        c.cost.trades[0].warning,
      ]),
    ).toEqual([
      ['c-hedge', 1, '1.717', '8.283', '12.283', null],
      ['c-more-cut', 2, '2.63', '2.37', '17.37', null],
      ['c-sell-no', 3, null, null, null, 'BOOK_THIN'],
    ]);
  });

  test('LIQUIDATION without a published taker fee: FEE_MISSING', async () => {
    const res = await run({
      positions: [
        {
          position_id: 'p',
          instrument: { listing_id: 'lst-pm-btc-no' },
          position_type: 'HELD',
          quantity: '1',
        },
      ],
      pricing: { mode: 'LIQUIDATION' },
    });
    expect(res.body.valuation.items).toEqual([
      { position_id: 'p', listing_id: 'lst-pm-btc-no', value: null, warning: 'FEE_MISSING' },
    ]);
    expect(res.body.valuation.complete).toBe(false);
  });

  test('a scenario filter conditions the analysis and says so', async () => {
    const res = await run({
      ...workedExampleBody(),
      scenario_filters: [{ family_id: 'fam-fed', scenario_ids: ['cut', 'void'] }],
    });
    expect(res.status).toBe(200);
    const fed = res.body.baseline.books.find((b: any) => b.family_id === 'fam-fed');
    expect(fed.conditioned).toBe(true);
    expect(fed.min).toEqual({ value: '12', tie_count: 1, witnesses: ['void'] });
    expect(res.body.baseline.whole_book.explanation).toContain('not full-family extrema');
    expect(res.body.coverage.scenario_filters).toEqual([
      { family_id: 'fam-fed', scenario_ids: ['cut', 'void'] },
    ]);
    expect(res.body.warnings.map((w: any) => w.code)).toContain('SCENARIO_FILTER_APPLIED');
  });

  test('result_limit applies after ranking over the whole domain', async () => {
    const res = await run({ ...workedExampleBody(), result_limit: 1 });
    expect(res.body.candidates.map((c: any) => [c.candidate_id, c.rank])).toEqual([['c-hedge', 1]]);
  });

  test('include defaults to SUMMARY: no payouts, contributions or scenarios', async () => {
    const { include: _omit, ...body } = workedExampleBody();
    const res = await run(body);
    const fed = res.body.baseline.books.find((b: any) => b.family_id === 'fam-fed');
    expect(Object.keys(fed).sort()).toEqual(
      [
        'conditioned',
        'family_id',
        'max',
        'min',
        'payout_currency',
        'position_ids',
        'scenario_version',
      ].sort(),
    );
    expect(res.body.scenarios).toBeUndefined();
  });

  test('a pin is reported; an unknown pin is INVALID_REQUEST', async () => {
    const ok = await run({
      ...workedExampleBody(),
      scenario_pins: [{ family_id: 'fam-fed', scenario_version: '1' }],
    });
    expect(ok.status).toBe(200);
    const bad = await run({
      ...workedExampleBody(),
      scenario_pins: [{ family_id: 'fam-fed', scenario_version: '9' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_REQUEST');
    expect(bad.body.error.details.problems).toEqual([
      { path: 'scenario_pins[0]', reason: expect.stringContaining('no scenario version "9"') },
    ]);
  });

  test('a composed combo evaluates: its YES outcome over the INDEPENDENT joint scope', async () => {
    const composed = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kx-combo',
      legs: [{ outcome_id: 'out-fed-cut-yes' }, { outcome_id: 'out-btc-yes' }],
    });
    expect(composed.status).toBe(200);
    const marketId: string = composed.body.market.market_id;
    const res = await run({
      positions: [
        {
          position_id: 'combo',
          instrument: { outcome_id: `${marketId}-yes` },
          position_type: 'HELD',
          quantity: '10',
        },
        {
          position_id: 'fed',
          instrument: { outcome_id: 'out-fed-cut-yes' },
          position_type: 'HELD',
          quantity: '2',
        },
      ],
      include: ['SUMMARY', 'PAYOUTS'],
    });
    expect(res.status).toBe(200);
    expect(res.body.assignments).toEqual([
      { position_id: 'combo', family_id: 'fam-btc+fam-fed' },
      { position_id: 'fed', family_id: 'fam-fed' },
    ]);
    const combo = res.body.baseline.books.find((b: any) => b.family_id === 'fam-btc+fam-fed');
    // VOID_LEG_REMOVED: the cancelled Fed meeting leaves the Bitcoin leg alone.
    expect(combo).toMatchObject({
      scenario_version: '1+1',
      payout_currency: null,
      min: { value: '0', tie_count: 4 },
      max: {
        value: '10',
        tie_count: 2,
        witnesses: ['fam-btc/high+fam-fed/cut', 'fam-btc/high+fam-fed/void'],
      },
    });
    expect(combo.payouts.map((p: any) => p.value)).toEqual(['0', '0', '0', '10', '0', '10']);
    // The combo book and the Fed book share fam-fed: their extrema need not occur together.
    expect(res.body.baseline.whole_book).toMatchObject({ status: 'BOUND', min: '0', max: '12' });
  });

  const position = (overrides: Record<string, unknown> = {}) => ({
    position_id: 'p1',
    instrument: { outcome_id: 'out-fed-cut-yes' },
    position_type: 'HELD',
    quantity: '1',
    ...overrides,
  });

  test.each([
    ['zero quantity', { positions: [position({ quantity: '0' })] }, 'positions[0].quantity'],
    ['negative quantity', { positions: [position({ quantity: '-2' })] }, 'positions[0].quantity'],
    [
      'a number instead of text',
      { positions: [position({ quantity: 2 })] },
      'positions[0].quantity',
    ],
    [
      'zero delta',
      {
        positions: [position()],
        candidates: [
          {
            candidate_id: 'c',
            trades: [
              { trade_id: 't', instrument: { outcome_id: 'out-btc-yes' }, quantity_delta: '-0.0' },
            ],
          },
        ],
      },
      'candidates[0].trades[0].quantity_delta',
    ],
    [
      'both instrument IDs',
      {
        positions: [
          position({
            instrument: { outcome_id: 'out-fed-cut-yes', listing_id: 'lst-kx-fed-cut-yes' },
          }),
        ],
      },
      'positions[0].instrument',
    ],
    [
      'neither instrument ID',
      { positions: [position({ instrument: {} })] },
      'positions[0].instrument',
    ],
    [
      'an unknown instrument',
      { positions: [position({ instrument: { listing_id: 'lst-nope' } })] },
      'positions[0].instrument',
    ],
    [
      'a duplicate position_id',
      { positions: [position(), position()] },
      'positions[1].position_id',
    ],
    [
      'a duplicate candidate_id',
      {
        positions: [position()],
        candidates: [
          {
            candidate_id: 'c',
            trades: [
              { trade_id: 't', instrument: { outcome_id: 'out-btc-yes' }, quantity_delta: '1' },
            ],
          },
          {
            candidate_id: 'c',
            trades: [
              { trade_id: 't', instrument: { outcome_id: 'out-btc-yes' }, quantity_delta: '2' },
            ],
          },
        ],
      },
      'candidates[1].candidate_id',
    ],
    [
      'an unknown pin',
      {
        positions: [position()],
        scenario_pins: [{ family_id: 'fam-nope', scenario_version: '1' }],
      },
      'scenario_pins[0]',
    ],
    [
      'an unknown filter scenario',
      {
        positions: [position()],
        scenario_filters: [{ family_id: 'fam-fed', scenario_ids: ['nope'] }],
      },
      'scenario_filters[0].scenario_ids[0]',
    ],
  ])('%s is 400 INVALID_REQUEST naming the field', async (_name, body, path) => {
    const res = await run(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(JSON.stringify(res.body.error)).toContain(path);
  });

  test('more positions than the cap (20000) is 400 INVALID_REQUEST', async () => {
    const positions = Array.from({ length: 20_001 }, (_, i) => position({ position_id: `p${i}` }));
    const res = await run({ positions });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(JSON.stringify(res.body.error)).toContain('positions');
  });
});
