// Integrity of the labelled cross-venue pairs (test/fixtures/cross-venue/): every pair points at
// a Kalshi market and a Polymarket market that are present, verbatim, in a recorded response
// named in SOURCES.md, and carries a legal verdict.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const DIR = join(__dirname, '..', 'fixtures', 'cross-venue');

const VERDICTS = ['EQUIVALENT', 'RELATED', 'DIFFERENT', 'UNKNOWN'] as const;
const RELATIONS = [
  'IMPLICATION_KALSHI_TO_POLYMARKET',
  'IMPLICATION_POLYMARKET_TO_KALSHI',
  'EXCLUSIVE',
  'OVERLAP',
] as const;

interface Pair {
  id: string;
  kalshi: { file: string; ticker: string };
  polymarket: { file: string; id: string };
  verdict: string;
  relation: string | null;
  yesAligned: boolean;
  reason: string;
}

const pairs: Pair[] = JSON.parse(readFileSync(join(DIR, 'pairs.json'), 'utf8')).pairs;
const sources = readFileSync(join(DIR, 'SOURCES.md'), 'utf8');

const parsed = new Map<string, unknown>();
function load(file: string): unknown {
  const path = resolve(DIR, file);
  if (!parsed.has(path)) parsed.set(path, JSON.parse(readFileSync(path, 'utf8')));
  return parsed.get(path);
}

/** Every object anywhere in a JSON document. */
function objects(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => objects(v, out));
  else if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => objects(v, out));
  }
  return out;
}

/** A Kalshi Trade API v2 market object with this ticker. */
function kalshiMarket(file: string, ticker: string): Record<string, unknown> | undefined {
  return objects(load(file)).find((o) => o.ticker === ticker && 'rules_primary' in o);
}

/** A Gamma market object (not an event) with this id. */
function gammaMarket(file: string, id: string): Record<string, unknown> | undefined {
  return objects(load(file)).find((o) => o.id === id && 'question' in o && 'conditionId' in o);
}

function fixtureFiles(dir: string): string[] {
  return readdirSync(join(DIR, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${dir}/${f}`);
}

describe('cross-venue pairs', () => {
  it('number at least 100, with unique ids', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(100);
    const ids = pairs.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reference files that exist and parse', () => {
    for (const p of pairs) {
      for (const file of [p.kalshi.file, p.polymarket.file]) {
        expect(existsSync(resolve(DIR, file))).toBe(true);
        expect(() => load(file)).not.toThrow();
      }
    }
  });

  it('reference a Kalshi market and a Gamma market present in their files', () => {
    const missing = pairs.flatMap((p) => [
      ...(kalshiMarket(p.kalshi.file, p.kalshi.ticker) ? [] : [`${p.id}: ${p.kalshi.ticker}`]),
      ...(gammaMarket(p.polymarket.file, p.polymarket.id) ? [] : [`${p.id}: ${p.polymarket.id}`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('carry a legal verdict, a relation exactly when RELATED, a YES alignment and a reason', () => {
    for (const p of pairs) {
      expect(VERDICTS).toContain(p.verdict);
      if (p.verdict === 'RELATED') expect(RELATIONS).toContain(p.relation);
      else expect(p.relation).toBeNull();
      expect(typeof p.yesAligned).toBe('boolean');
      expect(p.reason.length).toBeGreaterThan(40);
    }
  });

  it('use only files that SOURCES.md names, and SOURCES.md names every fixture file', () => {
    const referenced = new Set(
      pairs
        .flatMap((p) => [p.kalshi.file, p.polymarket.file])
        .map((f) => relative(DIR, resolve(DIR, f))),
    );
    const present = [...fixtureFiles('kalshi'), ...fixtureFiles('polymarket')];
    for (const file of new Set([...referenced, ...present])) expect(sources).toContain(file);
    for (const file of present) expect(referenced).toContain(file);
  });
});
