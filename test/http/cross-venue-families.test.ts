// Cross-venue families end to end (docs/decisions.md, "Cross-venue families"): the recorded
// Kalshi and Polymarket payloads of test/fixtures/cross-venue/ (the World Cup files the labelled
// pairs use, SOURCES.md there) adapted as `settlegraph adapt` does, imported into each store and
// read over real HTTP on loopback: GET /v1/relationships derives IMPLICATION and EXCLUSIVITY
// between the two venues' outcomes with witnesses, every labelled RELATED pair whose markets are
// in the catalog has its relation between the YES outcomes, an evaluation holds positions of
// both venues in one book, and compose refuses a combo no venue settles.
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { adaptAndCheck } from '../../src/catalog/venues/adapt-venues';
import type { Problem } from '../../src/domain/errors';
import {
  isRight,
  labelledPairs,
  matchLabelledPairs,
  recordedVenueFiles,
  type LabelledPair,
} from '../support/labelled-pairs';
import { STORE_KINDS } from '../support/stores';
import { get, post, startTestServer, type TestServer } from '../support/test-server';

const WORLD_CUP = 'fam-xv-result-of-the-2026-fifa-world-cup';
const PM_SPAIN = 'out-pm-558934-yes';
const PM_FRANCE = 'out-pm-558936-yes';
const KX_SPAIN = 'out-kx-kxmenworldcup-26-es-yes';
const KX_SPAIN_FINAL = 'out-kx-kxwcround-26final-esp-yes';
const NFL_TOTAL =
  'fam-xv-total-points-of-the-nfl-game-team-nfl-atl-vs-team-nfl-bal-scheduled-for-2026-10-11';
const KX_OVER_43_5 = 'out-kx-kxnfltotal-26oct11balatl-44-yes';
const PM_OVER_43_5 = 'out-pm-4061313-over';

const yesOf = {
  kalshi: (p: LabelledPair) => `out-kx-${p.kalshi.ticker.toLowerCase()}-yes`,
  polymarket: (p: LabelledPair) => `out-pm-${p.polymarket.id}-yes`,
};

/** The relationship the labelled relation names, seen from Polymarket's YES outcome. */
function expected(p: LabelledPair): { type: string; from: string; to: string } | undefined {
  const [k, pm] = [yesOf.kalshi(p), yesOf.polymarket(p)];
  switch (p.relation) {
    case 'IMPLICATION_POLYMARKET_TO_KALSHI':
      return { type: 'IMPLICATION', from: pm, to: k };
    case 'IMPLICATION_KALSHI_TO_POLYMARKET':
      return { type: 'IMPLICATION', from: k, to: pm };
    case 'EXCLUSIVE':
      return { type: 'EXCLUSIVITY', from: [k, pm].sort()[0]!, to: [k, pm].sort()[1]! };
    case 'OVERLAP':
      return { type: 'OVERLAP', from: [k, pm].sort()[0]!, to: [k, pm].sort()[1]! };
    case null:
    default:
      return undefined;
  }
}

/** A convention of Kalshi's, which no cross-venue family supports. */
const KALSHI_CONVENTION: CatalogDocument = {
  format: 'settlegraph.catalog/v1',
  conventions: [
    {
      convention_id: 'kalshi-combo-v1',
      venue: 'kalshi',
      rule: 'VOID_LEG_REMOVED',
      void_payout: '1',
      description: '',
    },
  ],
  families: [],
  joint_scopes: [],
  events: [],
  markets: [],
};

let doc: CatalogDocument;
const warnings: Problem[] = [];
/**
 * The labelled pairs the matcher finds, matched before any server starts: matching takes seconds
 * of this process's CPU, which between two requests outlasted the server's keep-alive on a loaded
 * machine and reset the client's pooled connection (ECONNRESET at load 20).
 */
let found49: Set<string>;

beforeAll(async () => {
  doc = await adaptAndCheck(recordedVenueFiles(), undefined, warnings);
  found49 = new Set(
    matchLabelledPairs()
      .filter(isRight)
      .map((r) => r.pair.id),
  );
}, 120_000);

test('the adapted catalog holds the cross-venue families and nothing else was left out', () => {
  // The NFL game of Oct 8, 2026 is read, but both venues state several exceptional cases (a
  // tie paid half, and a fair price or a 50-50 cancellation) whose overlap their rules do not
  // say, so no family models it: its three markets are left out, each with that reason.
  const NFL = /^(?:kalshi\/kalshi|polymarket\/gamma)-equinox-nfl-/;
  expect(warnings.filter((w) => !NFL.test(w.path))).toEqual([]);
  expect(warnings.map((w) => w.path)).toEqual([
    'kalshi/kalshi-equinox-nfl-game-tb-dal-2026-10-06.json: $.events[0].markets[0]',
    'kalshi/kalshi-equinox-nfl-game-tb-dal-2026-10-06.json: $.events[0].markets[1]',
    'polymarket/gamma-equinox-nfl-tb-dal-2026-10-09.json: $[0].markets[0]',
  ]);
  for (const w of warnings) expect(w.reason).toMatch(/several exceptional cases \(tie-50-50,void-/);
  const ids = doc.families.map((f) => f.family_id).filter((id) => id.startsWith('fam-xv-'));
  expect(ids).toHaveLength(17);
  expect(ids).toEqual(
    expect.arrayContaining([`${WORLD_CUP}-winner`, `${WORLD_CUP}-stage-spain`, NFL_TOTAL]),
  );
});

/** Labelled RELATED pairs the matcher finds whose relation no cross-venue family derives yet. */
const NO_FAMILY_YET: ReadonlySet<string> = new Set([
  'fed-oct26-c25-vs-25-bps-decrease',
  'fed-oct26-h25-vs-25-bps-increase',
  'fed-oct26-c25-vs-no-change',
  'fed-oct26-h25-vs-no-change',
  'fed-oct26-c26-vs-no-change',
  'fed-oct26-h26-vs-no-change',
  'fed-oct26-c25-vs-25-bps-increase',
  'fed-oct26-h25-vs-25-bps-decrease',
  'fed-oct26-c25-vs-50-bps-decrease',
  'fed-oct26-c26-vs-25-bps-decrease',
  'fed-oct26-h25-vs-50-bps-increase',
  'fed-oct26-h26-vs-25-bps-increase',
  'fed-oct26-c26-vs-50-bps-increase',
  'nfl-2026-10-08-tb-dal-tampa-bay',
  'nfl-2026-10-08-tb-dal-dallas',
  'nfl-2026-10-11-bal-atl-total-over-43.5',
]);

describe.each(STORE_KINDS)('cross-venue relationships over HTTP ($name store)', (kind) => {
  let server: TestServer;
  /** Every relationship of an outcome, all pages. */
  const relationshipsOf = new Map<string, Promise<any[]>>();
  const related = (outcomeId: string): Promise<any[]> => {
    if (!relationshipsOf.has(outcomeId))
      relationshipsOf.set(
        outcomeId,
        (async () => {
          const items: any[] = [];
          let token: string | undefined;
          do {
            const page = await get(
              server,
              `/v1/relationships?outcome_id=${outcomeId}&page_size=500${token ? `&page_token=${encodeURIComponent(token)}` : ''}`,
            );
            expect(page.status).toBe(200);
            items.push(...page.body.items);
            token = page.body.next_page_token ?? undefined;
          } while (token);
          return items;
        })(),
      );
    return relationshipsOf.get(outcomeId)!;
  };
  const between = async (a: string, b: string) =>
    (await related(a)).filter(
      (r) => [r.from_outcome_id, r.to_outcome_id].sort().join() === [a, b].sort().join(),
    );

  beforeAll(async () => {
    server = await startTestServer(await kind.open(), [doc, KALSHI_CONVENTION]);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  test('Polymarket "Spain wins" implies Kalshi "Spain wins": the late title is the witness', async () => {
    const found = (await between(PM_SPAIN, KX_SPAIN)).filter(
      (r) => r.scenario_pins[0].family_id === `${WORLD_CUP}-winner`,
    );
    expect(found).toEqual([
      {
        relationship_id: expect.stringContaining(`${WORLD_CUP}-winner@`),
        type: 'IMPLICATION',
        from_outcome_id: PM_SPAIN,
        to_outcome_id: KX_SPAIN,
        related_market_ids: ['mkt-pm-558934', 'mkt-kx-kxmenworldcup-26-es'],
        related_event_ids: ['evt-pm-30615', 'evt-kx-kxmenworldcup-26'],
        explanation: expect.stringContaining('implies'),
        scenario_pins: [
          { family_id: `${WORLD_CUP}-winner`, scenario_version: expect.stringMatching(/^v-/) },
        ],
        witnesses: [
          // Kalshi pays and Polymarket does not: Spain wins after Polymarket's cut-off.
          expect.objectContaining({ scenario_id: 'pm-void-other-spain' }),
          // Both pay: Spain wins by the cut-off.
          expect.objectContaining({ scenario_id: 'spain' }),
        ],
      },
    ]);
  });

  test('Polymarket "Spain wins" implies Kalshi "Spain qualifies for the Final"', async () => {
    const found = await between(PM_SPAIN, KX_SPAIN_FINAL);
    expect(found.map((r) => [r.type, r.from_outcome_id, r.to_outcome_id])).toEqual([
      ['IMPLICATION', PM_SPAIN, KX_SPAIN_FINAL],
    ]);
    expect(found[0].scenario_pins[0].family_id).toBe(`${WORLD_CUP}-stage-spain`);
    expect(found[0].witnesses.map((w: any) => w.scenario_id)).toEqual(['final', 'winner']);
  });

  test('Kalshi "Spain wins" excludes Polymarket "France wins", each witnessed alone', async () => {
    const found = await between(KX_SPAIN, PM_FRANCE);
    expect(found.map((r) => [r.type, r.from_outcome_id, r.to_outcome_id])).toEqual([
      ['EXCLUSIVITY', KX_SPAIN, PM_FRANCE],
    ]);
    expect(found[0].scenario_pins[0].family_id).toBe(`${WORLD_CUP}-winner`);
    expect(found[0].witnesses.map((w: any) => w.scenario_id).sort()).toEqual(['france', 'spain']);
  });

  test('Kalshi "over 43.5 points" and Polymarket "Over" (44 or more) only overlap: a cancelled game pays half on Polymarket', async () => {
    const found = await between(KX_OVER_43_5, PM_OVER_43_5);
    // Points are whole, so both pay on 44 or more; only the cancellation case tells them apart.
    expect(found.map((r) => r.type)).toEqual(['OVERLAP']);
    expect(found[0].scenario_pins[0].family_id).toBe(NFL_TOTAL);
    expect(found[0].witnesses.map((w: any) => w.scenario_id).sort()).toEqual([
      'ge-44',
      'pm-void-50-50-lt-44',
    ]);
  });

  test('every labelled RELATED pair in the catalog has its relation between the YES outcomes', async () => {
    const markets = new Set(doc.markets.map((m) => m.market_id));
    // The pairs the matcher finds (verdict and relation); the Oct 2026 Fed pairs are labelled
    // RELATED but left UNKNOWN by the readers (docs/decisions.md, "Settlement terms"), so no
    // relationship is derived for them and none is expected.
    // The pairs the matcher relates since docs/decisions.md "Settlement terms: verdicts of the
    // same question on both venues" (the Oct 2026 Fed brackets read as one meeting, a game's sides,
    // the same proposition apart in its exceptions) have no cross-venue family deriving their
    // relation yet: left, and listed so that any other miss still fails.
    const related49 = labelledPairs().filter(
      (p) => p.verdict === 'RELATED' && found49.has(p.id) && !NO_FAMILY_YET.has(p.id),
    );
    const inCatalog = related49.filter(
      (p) =>
        markets.has(`mkt-kx-${p.kalshi.ticker.toLowerCase()}`) &&
        markets.has(`mkt-pm-${p.polymarket.id}`),
    );
    const reproduced: string[] = [];
    const missed: string[] = [];
    for (const p of inCatalog) {
      const want = expected(p)!;
      const found = await between(yesOf.kalshi(p), yesOf.polymarket(p));
      const hit = found.some(
        (r) =>
          r.type === want.type &&
          r.from_outcome_id === want.from &&
          r.to_outcome_id === want.to &&
          r.witnesses.length > 0 &&
          r.scenario_pins[0].family_id.startsWith('fam-xv-'),
      );
      (hit ? reproduced : missed).push(p.id);
    }
    process.stdout.write(
      `${kind.name}: ${reproduced.length} of the ${related49.length} labelled RELATED pairs (${inCatalog.length} with both markets in the catalog) derived as relationships${missed.length > 0 ? `; missed ${missed.join(', ')}` : ''}\n`,
    );
    expect(missed).toEqual([]);
    expect(reproduced).toHaveLength(49);
  });

  test('no cross-venue relationship between the YES outcomes of a pair labelled DIFFERENT or UNKNOWN', async () => {
    const markets = new Set(doc.markets.map((m) => m.market_id));
    const others = labelledPairs().filter(
      (p) =>
        p.verdict !== 'RELATED' &&
        p.verdict !== 'EQUIVALENT' &&
        markets.has(`mkt-kx-${p.kalshi.ticker.toLowerCase()}`) &&
        markets.has(`mkt-pm-${p.polymarket.id}`),
    );
    expect(others.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const p of others)
      if ((await between(yesOf.kalshi(p), yesOf.polymarket(p))).length > 0) wrong.push(p.id);
    expect(wrong).toEqual([]);
  });

  test('an evaluation holds Kalshi "Spain wins" YES and Polymarket "Spain wins" NO in one book', async () => {
    const res = await post(server, '/v1/evaluations:run', {
      positions: [
        {
          position_id: 'kx-spain-yes',
          instrument: { listing_id: 'lst-kx-kxmenworldcup-26-es-yes' },
          position_type: 'HELD',
          quantity: '100',
        },
        {
          position_id: 'pm-spain-no',
          instrument: { listing_id: 'lst-pm-558934-no' },
          position_type: 'HELD',
          quantity: '100',
        },
      ],
      include: ['SUMMARY', 'PAYOUTS'],
    });
    expect(res.status).toBe(200);
    // Both can use Spain's stage family and the winner family; ties go by family ID.
    expect(res.body.assignments).toEqual([
      { position_id: 'kx-spain-yes', family_id: `${WORLD_CUP}-stage-spain` },
      { position_id: 'pm-spain-no', family_id: `${WORLD_CUP}-stage-spain` },
    ]);
    const [book] = res.body.baseline.books;
    expect(res.body.baseline.books).toHaveLength(1);
    // One of the two pays in every world; both when Spain wins after Polymarket's cut-off.
    expect(book.payouts).toEqual([
      { scenario_id: 'out-before-final', value: '100' },
      { scenario_id: 'final', value: '100' },
      { scenario_id: 'winner', value: '100' },
      { scenario_id: 'pm-void-other-out-before-final', value: '100' },
      { scenario_id: 'pm-void-other-final', value: '100' },
      { scenario_id: 'pm-void-other-winner', value: '200' },
    ]);
    expect(book.min).toMatchObject({ value: '100', tie_count: 5 });
    expect(book.max).toEqual({ value: '200', tie_count: 1, witnesses: ['pm-void-other-winner'] });
  });

  test('no venue settles a combo of both venues: compose refuses the cross-venue family', async () => {
    const res = await post(server, '/v1/markets:compose', {
      venue: 'kalshi',
      settlement_convention_id: 'kalshi-combo-v1',
      legs: [{ outcome_id: PM_SPAIN }, { outcome_id: KX_SPAIN_FINAL }],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNSUPPORTED_CONVENTION');
    expect(res.body.error.message).toContain(`${WORLD_CUP}-stage-spain`);
  });
});
