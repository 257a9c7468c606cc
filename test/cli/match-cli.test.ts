// `settlegraph match` through the compiled CLI (npm test builds it first): the recorded payloads of
// both venues give the proposed pairs with verdicts, terms and spans as JSON; --equivalence-out
// writes the EQUIVALENT pairs as an equivalence file that `settlegraph adapt` accepts; bad input
// exits 1 (payload problems) or 2 (usage).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { fixtureFiles } from '../catalog/venues/venue-fixtures';
import { gammaGameEvent, kalshiGameEvent } from '../support/game-payloads';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function run(args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

const allPayloads = [
  'kalshi',
  ...fixtureFiles('kalshi'),
  'polymarket',
  ...fixtureFiles('polymarket'),
];

test('match prints the proposed pairs with verdicts, terms and spans', () => {
  const matched = run(['match', ...allPayloads]);
  expect(matched.stderr).toBe('');
  expect(matched.status).toBe(0);
  const out = JSON.parse(matched.stdout);
  expect(out.summary).toMatchObject({ equivalent: 2, related: 14, candidatesPerMarket: 10 });
  const count = (verdict: string) => out.pairs.filter((p: any) => p.verdict === verdict).length;
  expect(out.summary).toMatchObject({
    pairs: out.pairs.length,
    different: count('DIFFERENT'),
    candidate: count('CANDIDATE'),
    // CANDIDATE's former name, kept in the summary.
    unknown: count('CANDIDATE'),
  });
  expect(count('UNKNOWN')).toBe(0);
  for (const p of out.pairs)
    expect(p.pairKey).toBe(`${p.kalshi.venueMarketId}|${p.polymarket.venueMarketId}`);
  const hold = out.pairs.find(
    (p: any) =>
      p.kalshi.venueMarketId === 'KXFEDDECISION-26DEC-H0' &&
      p.polymarket.venueMarketId === '612803',
  );
  expect(hold.verdict).toBe('EQUIVALENT');
  expect(hold.kalshi.boundary).toEqual({
    status: 'KNOWN',
    value: { comparator: '=', threshold: '0', unit: 'bps' },
    spans: [
      {
        field: 'rules_primary',
        start: 23,
        end: 89,
        text: 'leaves the upper bound of the federal funds target range unchanged',
      },
    ],
  });
  const implied = out.pairs.find(
    (p: any) =>
      p.kalshi.venueMarketId === 'KXFEDDECISION-26DEC-C26' &&
      p.polymarket.venueMarketId === '612801',
  );
  expect(implied).toMatchObject({
    verdict: 'RELATED',
    relation: 'IMPLICATION_POLYMARKET_TO_KALSHI',
  });
});

test('--candidates keeps fewer candidates per market; a bad count is a usage error', () => {
  const all = JSON.parse(run(['match', ...allPayloads]).stdout);
  const one = run(['match', ...allPayloads, '--candidates', '1']);
  expect(one.status).toBe(0);
  const out = JSON.parse(one.stdout);
  expect(out.summary.candidatesPerMarket).toBe(1);
  expect(out.pairs.length).toBeLessThan(all.pairs.length);
  expect(out.pairs.every((p: any) => p.rank === 1)).toBe(true);
  const bad = run(['match', ...allPayloads, '--candidates', '0']);
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('--candidates needs a whole number');
});

test('--equivalence-out writes the EQUIVALENT pairs, which adapt merges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-match-'));
  const proposed = join(dir, 'proposed.json');
  const matched = run(['match', ...allPayloads, '--equivalence-out', proposed]);
  expect(matched.stderr).toBe(`${proposed}: 2 equivalent pair(s) written for review\n`);
  expect(matched.status).toBe(0);
  const file = JSON.parse(readFileSync(proposed, 'utf8'));
  expect(file.format).toBe('settlegraph.equivalence/v1');
  // Within a verdict, pairs are in the order of their Kalshi tickers.
  expect(file.pairs.map((p: any) => p.kalshi_ticker)).toEqual([
    'KXFEDDECISION-26DEC-C25',
    'KXFEDDECISION-26DEC-H0',
  ]);
  const out = join(dir, 'venues.json');
  const adapted = run(['adapt', ...allPayloads, '--equivalence', proposed, '--out', out]);
  expect(adapted.status).toBe(0);
  // The merged pairs pay alike in the FOMC decision's cross-venue family, the ninth.
  expect(adapted.stderr).toBe(`${out}: 8 events, 9 families, 16 markets written\n`);
});

test('usage errors exit 2; payload problems exit 1 with FILE: $.path: reason', () => {
  const one = run(['match', 'kalshi', ...fixtureFiles('kalshi')]);
  expect(one.status).toBe(2);
  expect(one.stderr).toMatch(/^error: a match needs both venues: give polymarket files too\n/);
  expect(run(['match', '--frobnicate']).status).toBe(2);
  const wrong = run([
    'match',
    'kalshi',
    fixtureFiles('polymarket')[0]!,
    'polymarket',
    fixtureFiles('polymarket')[0]!,
  ]);
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toMatch(
    /^error: the venue payloads have 1 problem\(s\); nothing was read\n/,
  );
  expect(wrong.stderr).toMatch(/clob-book-fed-no-change-yes\.json: \$/);
});

test('reference responses among the payload files are read as reference data, not refused', () => {
  const reference = join(root, 'test', 'fixtures', 'venues', 'reference');
  const matched = run([
    'match',
    'kalshi',
    ...fixtureFiles('kalshi'),
    join(reference, 'kalshi-structured-targets.json'),
    'polymarket',
    ...fixtureFiles('polymarket'),
    join(reference, 'gamma-teams.json'),
    join(reference, 'gamma-sports.json'),
  ]);
  expect(matched.status).toBe(0);
  // 6 structured targets and 3 Gamma teams become entities, the 129 recorded sports leagues;
  // none of these recorded markets names a team by its reference ID.
  expect(matched.stderr).toBe(
    'reference data: 9 entities, 129 leagues; 0 markets name an entity by it\n',
  );
  const plain = JSON.parse(run(['match', ...allPayloads]).stdout);
  expect(JSON.parse(matched.stdout).summary).toEqual(plain.summary);
});

test('the same game on both venues is proposed as a pair: Kalshi codes and cities, Gamma nicknames', () => {
  // A game in no fixture: Kalshi's "Kansas City" and "LA Chargers" with ticker codes, Gamma's
  // "Chiefs" and "Chargers" with its event's teams; and the same teams' game a week later.
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-game-'));
  const kalshi = join(dir, 'kalshi-events.json');
  const gamma = join(dir, 'gamma-events.json');
  const game = {
    series: 'KXNFLGAME',
    day: '27DEC19',
    rulesDay: 'Dec 19, 2027',
    game: 'professional football',
    away: { code: 'KC', name: 'Kansas City' },
    home: { code: 'LAC', name: 'LA Chargers' },
  };
  writeFileSync(kalshi, JSON.stringify({ events: [kalshiGameEvent(game)], cursor: '' }));
  const chiefs = { name: 'Kansas City Chiefs', alias: 'Chiefs', abbreviation: 'kc' };
  const chargers = { name: 'Los Angeles Chargers', alias: 'Chargers', abbreviation: 'lac' };
  writeFileSync(
    gamma,
    JSON.stringify([
      gammaGameEvent({
        id: '9800001',
        league: 'nfl',
        day: '2027-12-19',
        written: 'December 19',
        away: chiefs,
        home: chargers,
      }),
      gammaGameEvent({
        id: '9800002',
        league: 'nfl',
        day: '2027-12-26',
        written: 'December 26',
        away: chargers,
        home: chiefs,
      }),
    ]),
  );
  const matched = run(['match', 'kalshi', kalshi, 'polymarket', gamma]);
  expect(matched.status).toBe(0);
  const pairs: any[] = JSON.parse(matched.stdout).pairs;
  const pair = (ticker: string, id: string) =>
    pairs.find((p) => p.kalshi.venueMarketId === ticker && p.polymarket.venueMarketId === id);
  const same = pair('KXNFLGAME-27DEC19KCLAC-KC', '9800001');
  expect(same).toBeDefined();
  expect(same.sharedEntities).toEqual(expect.arrayContaining(['team:NFL:KC', 'team:NFL:LAC']));
  expect(same.kalshi.window.value).toEqual(same.polymarket.window.value);
  expect(same.kalshi.window.value.event).toBe(
    'NFL game team:NFL:KC vs team:NFL:LAC scheduled for 2027-12-19',
  );
  // Kalshi's fair price for a game not started within 48 hours is no 50-50: not EQUIVALENT, the
  // same proposition apart only in its exceptional settlements.
  expect(same.verdict).toBe('RELATED');
  expect(same.relation).toBe('OVERLAP');
  expect(same.differences.map((d: any) => d.term)).toEqual(['exceptions']);
  const inverted = pair('KXNFLGAME-27DEC19KCLAC-LAC', '9800001');
  expect(inverted.verdict).not.toBe('EQUIVALENT');
  expect(inverted.yesAligned).toBe(false);
  const later = pair('KXNFLGAME-27DEC19KCLAC-KC', '9800002');
  expect(later.verdict).toBe('DIFFERENT');
  expect(later.differences.find((d: any) => d.term === 'window').polymarket).toContain(
    '2027-12-26',
  );
});
