// Payout keys end to end over real HTTP on both stores, with family IDs that hold the key
// separators: "@" (the last "@" of a key separates the version), "+" (it joins joint keys, so a
// family holding it cannot be a member of one). Catalog keys, relationship IDs and pins, joint
// combos, their payouts and their evaluation all read the same text back.
import { validateCatalog } from '../../src/catalog/import-catalog';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, storePosition, type TestServer } from '../support/test-server';

const ODD = 'fam@odd';
const PLAIN = 'fam-b';
const PLUS = 'fam+plus';

const rules = {
  quote_currency: 'USD',
  payout_currency: 'USD',
  payout_unit: '1',
};

/** A family of two scenarios with one binary market: YES pays in `first`, NO in the other. */
function binary(familyId: string, slug: string, [first, second]: [string, string]) {
  return {
    family: {
      family_id: familyId,
      title: `family ${familyId}`,
      supported_convention_ids: ['kx-product'],
      scenario_versions: [
        {
          version: '1',
          scenarios: [
            { scenario_id: first, label: first },
            { scenario_id: second, label: second },
          ],
        },
      ],
    },
    market: {
      market_id: `mkt-${slug}`,
      title: `market ${slug}`,
      family_ids: [familyId],
      outcomes: ['yes', 'no'].map((side) => ({
        outcome_id: `out-${slug}-${side}`,
        label: side.toUpperCase(),
        payouts: {
          [`${familyId}@1`]:
            side === 'yes' ? { [first]: '1', [second]: '0' } : { [first]: '0', [second]: '1' },
        },
        listings: [
          {
            listing_id: `lst-${slug}-${side}`,
            venue: 'kalshi',
            venue_market_id: `KX-${slug.toUpperCase()}`,
            venue_outcome_id: side,
            trading_rules: rules,
          },
        ],
      })),
    },
  };
}

const parts = [
  binary(ODD, 'odd', ['up', 'down']),
  binary(PLAIN, 'b', ['yes', 'no']),
  binary(PLUS, 'plus', ['on', 'off']),
];
const catalog = validateCatalog({
  format: 'settlegraph.catalog/v1',
  conventions: [{ convention_id: 'kx-product', venue: 'kalshi', rule: 'PRODUCT' }],
  families: parts.map((p) => p.family),
  joint_scopes: [
    { family_ids: [ODD, PLAIN], kind: 'INDEPENDENT' },
    { family_ids: [PLUS, PLAIN], kind: 'INDEPENDENT' },
  ],
  markets: parts.map((p) => p.market),
});

describe.each(STORE_KINDS)('payout keys with separators in family IDs ($name store)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [catalog]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  test('a family ID with "@": payouts, relationship IDs and a pinned relationship read', async () => {
    const payouts = await get(server, '/v1/payouts?outcome_ids=out-odd-yes');
    expect(payouts.status).toBe(200);
    expect(payouts.body.items).toEqual([
      expect.objectContaining({
        family_id: ODD,
        scenario_version: '1',
        payouts: [
          { scenario_id: 'up', value: '1' },
          { scenario_id: 'down', value: '0' },
        ],
      }),
    ]);
    const pinned = await get(
      server,
      `/v1/relationships?outcome_id=out-odd-yes&family_id=${encodeURIComponent(ODD)}&scenario_version=1`,
    );
    expect(pinned.status).toBe(200);
    expect(pinned.body.items.map((r: any) => [r.relationship_id, r.type])).toEqual([
      ['rel:fam@odd@1:out-odd-no:out-odd-yes', 'COMPLEMENT'],
    ]);
    const current = await get(server, '/v1/relationships?outcome_id=out-odd-yes');
    expect(current.body.items.map((r: any) => r.relationship_id)).toEqual([
      'rel:fam@odd@1:out-odd-no:out-odd-yes',
    ]);
  });

  test('a joint combo over it keys, reports and evaluates its payouts in family ID order', async () => {
    const res = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kx-product',
      legs: [{ outcome_id: 'out-odd-yes' }, { outcome_id: 'out-b-yes' }],
    });
    expect(res.status).toBe(200);
    // "-" sorts before "@": fam-b is the first member.
    expect(res.body.market.family_ids).toEqual([PLAIN, ODD]);
    const yes = `${res.body.market.market_id}-yes`;

    const scope = `${PLAIN}+${ODD}`;
    const payouts = await get(
      server,
      `/v1/payouts?outcome_ids=${yes}&family_id=${encodeURIComponent(scope)}&scenario_version=${encodeURIComponent('1+1')}`,
    );
    expect(payouts.status).toBe(200);
    expect(payouts.body.items).toEqual([
      expect.objectContaining({
        family_id: scope,
        scenario_version: '1+1',
        status: 'SUPPORTED',
        payouts: [
          { scenario_id: 'fam-b/yes+fam@odd/up', value: '1' },
          { scenario_id: 'fam-b/yes+fam@odd/down', value: '0' },
          { scenario_id: 'fam-b/no+fam@odd/up', value: '0' },
          { scenario_id: 'fam-b/no+fam@odd/down', value: '0' },
        ],
      }),
    ]);

    const evaluation = await post(server, '/v1/evaluations:run', {
      positions: [
        { position_id: 'p', instrument: { outcome_id: yes }, position_type: 'HELD', quantity: '2' },
      ],
      scenario_filters: [{ family_id: ODD, scenario_ids: ['up'] }],
      include: ['SUMMARY', 'SCENARIOS'],
    });
    expect(evaluation.status).toBe(200);
    expect(evaluation.body.assignments).toEqual([{ position_id: 'p', family_id: scope }]);
    expect(evaluation.body.scenarios).toEqual([
      {
        family_id: scope,
        scenario_version: '1+1',
        scenario_ids: ['fam-b/yes+fam@odd/up', 'fam-b/no+fam@odd/up'],
      },
    ]);
    expect(evaluation.body.baseline.books[0].max.value).toBe('2');
  });

  test('a joint scope over a family ID with "+" cannot key a combo: 422, nothing stored', async () => {
    const before = await storePosition(server.store);
    const res = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kx-product',
      legs: [{ outcome_id: 'out-plus-yes' }, { outcome_id: 'out-b-yes' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNSUPPORTED_JOINT_SCOPE');
    expect(res.body.error.message).toContain(
      `the joint scope ${PLUS}+${PLAIN} cannot key a combo's payouts: "fam+plus@1" contains "+"`,
    );
    // "+" sorts before "-": fam+plus is the first member.
    expect(res.body.error.details.family_ids).toEqual([PLUS, PLAIN]);
    expect(await storePosition(server.store)).toEqual(before);
    // On its own the family works like any other: payouts, and an evaluation of its outcomes.
    const payouts = await get(server, '/v1/payouts?outcome_ids=out-plus-no');
    expect(payouts.body.items).toEqual([
      expect.objectContaining({ family_id: PLUS, scenario_version: '1', status: 'SUPPORTED' }),
    ]);
    const evaluation = await post(server, '/v1/evaluations:run', {
      positions: [
        {
          position_id: 'p',
          instrument: { outcome_id: 'out-plus-yes' },
          position_type: 'HELD',
          quantity: '3',
        },
      ],
    });
    expect(evaluation.status).toBe(200);
    expect(evaluation.body.assignments).toEqual([{ position_id: 'p', family_id: PLUS }]);
    expect(evaluation.body.baseline.books[0]).toMatchObject({
      family_id: PLUS,
      scenario_version: '1',
      max: { value: '3', witnesses: ['on'] },
    });
  });
});
