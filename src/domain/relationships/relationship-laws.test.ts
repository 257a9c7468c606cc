// Algebraic laws of the relationship types (docs/architecture.md, "Data model") on generated families, and the
// bitset classifier against a reference written directly from the definitions with decimal.js.
import fc from 'fast-check';
import { type Dec, dec, formatDec } from '../arithmetic/decimal';
import { classifyFamily } from './classify-family';
import { classifyPair } from './classify-pair';
import { buildPayoutBitsets } from './payout-bitsets';
import {
  type PayoutVectorInput,
  type RelationshipFinding,
  type RelationshipType,
  type ScenarioInput,
} from './relationship-types';

// ---- Reference classifier: the definitions, scenario by scenario, in exact decimals. ----------

interface Exact {
  readonly id: string;
  readonly unit: Dec;
  readonly amounts: readonly Dec[];
}

function exact(vector: PayoutVectorInput): Exact {
  return { id: vector.outcomeId, unit: dec(vector.unit), amounts: vector.amounts.map(dec) };
}

function amountAt(v: Exact, s: number): Dec {
  const amount = v.amounts[s];
  if (amount === undefined) throw new Error(`no amount at ${s}`);
  return amount;
}

/** Sign of fa(s) − fb(s), by cross-multiplication: a/ua vs b/ub. */
function compareAt(a: Exact, b: Exact, s: number): number {
  return amountAt(a, s).times(b.unit).comparedTo(amountAt(b, s).times(a.unit));
}
const pays = (v: Exact, s: number): boolean => !amountAt(v, s).isZero();
const paysFully = (v: Exact, s: number): boolean => amountAt(v, s).equals(v.unit);
const sumsToOne = (a: Exact, b: Exact, s: number): boolean =>
  amountAt(a, s).times(b.unit).plus(amountAt(b, s).times(a.unit)).equals(a.unit.times(b.unit));

function referenceType(a: Exact, b: Exact, size: number): [RelationshipType, Exact, Exact] {
  const all = (test: (s: number) => boolean): boolean =>
    Array.from({ length: size }, (_, s) => s).every(test);
  if (all((s) => compareAt(a, b, s) === 0)) return ['EQUALITY', a, b];
  if (all((s) => sumsToOne(a, b, s))) return ['COMPLEMENT', a, b];
  if (all((s) => compareAt(a, b, s) <= 0)) return ['IMPLICATION', a, b];
  if (all((s) => compareAt(a, b, s) >= 0)) return ['IMPLICATION', b, a];
  if (all((s) => !pays(a, s) || !pays(b, s))) return ['EXCLUSIVITY', a, b];
  return ['OVERLAP', a, b];
}

function referenceClassify(
  ids: readonly string[],
  va: PayoutVectorInput,
  vb: PayoutVectorInput,
): RelationshipFinding {
  const [type, a, b] = referenceType(exact(va), exact(vb), ids.length);
  const first = (test: (s: number) => boolean): number => ids.findIndex((_, s) => test(s));
  const both = (s: number): boolean => pays(a, s) && pays(b, s);
  const onlyA = (s: number): boolean => pays(a, s) && !pays(b, s);
  const onlyB = (s: number): boolean => !pays(a, s) && pays(b, s);
  let roles: number[];
  switch (type) {
    case 'EQUALITY':
      roles = [first(both), first((s) => !pays(a, s))];
      break;
    case 'COMPLEMENT':
      roles = [first((s) => paysFully(a, s)), first((s) => paysFully(b, s))];
      break;
    case 'IMPLICATION': {
      const implied = first(onlyB);
      roles = [implied >= 0 ? implied : first((s) => compareAt(a, b, s) < 0), first(both)];
      break;
    }
    case 'EXCLUSIVITY':
      roles = [first(onlyA), first(onlyB)];
      break;
    case 'OVERLAP':
      roles = [first(both), first(onlyA), first(onlyB)];
      break;
  }
  const witnesses = [...new Set(roles.filter((s) => s >= 0))].map((s) => ids[s] ?? '?');
  return { type, fromOutcomeId: a.id, toOutcomeId: b.id, witnesses };
}

// ---- Generated families: base vectors and vectors derived from earlier ones. ------------------

// Fractions in twelfths: 0, 1/4, 1/3, 1/2, 2/3, 3/4, 1 (complements stay in the set).
const TWELFTHS = [0, 3, 4, 6, 8, 9, 12];
const ANY_UNITS = ['3', '12', '0.3', '120', '1.2']; // every twelfth above is a finite decimal
const NO_THIRDS_UNITS = ['1', '100', '0.5', '4'];
const OPS = ['base', 'copy', 'complement', 'raise', 'lower', 'disjoint', 'tweak'] as const;
const MAX_SCENARIOS = 70;

const twelfth = fc.oneof(
  { arbitrary: fc.constant(0), weight: 4 },
  { arbitrary: fc.constant(12), weight: 3 },
  { arbitrary: fc.constantFrom(...TWELFTHS), weight: 2 },
);
interface Recipe {
  readonly op: (typeof OPS)[number];
  readonly source: number;
  readonly unit: number;
  readonly padded: boolean;
  readonly noise: readonly number[];
  readonly mask: readonly boolean[];
}

const recipe: fc.Arbitrary<Recipe> = fc.record({
  op: fc.constantFrom(...OPS),
  source: fc.nat(),
  unit: fc.nat(),
  padded: fc.boolean(),
  noise: fc.array(twelfth, { minLength: MAX_SCENARIOS, maxLength: MAX_SCENARIOS }),
  mask: fc.array(fc.boolean(), { minLength: MAX_SCENARIOS, maxLength: MAX_SCENARIOS }),
});

interface Family {
  readonly scenarios: ScenarioInput[];
  readonly vectors: PayoutVectorInput[];
}

function amountText(unit: string, k: number, padded: boolean): string {
  const text = formatDec(dec(unit).times(k).div(12));
  if (!padded) return text;
  return text.includes('.') ? `${text}0` : `${text}.0`;
}

function derive(recipe: Recipe, earlier: readonly number[][], size: number): number[] {
  const noise = (s: number): number => recipe.noise[s] ?? 0;
  const on = (s: number): boolean => recipe.mask[s] ?? false;
  const source = earlier[recipe.source % Math.max(earlier.length, 1)];
  const base = Array.from({ length: size }, (_, s) => noise(s));
  if (source === undefined) return base;
  const tweaked = recipe.source % size;
  return source.map((k, s) => {
    switch (recipe.op) {
      case 'copy':
        return k;
      case 'complement':
        return 12 - k;
      case 'raise':
        return on(s) ? Math.max(k, noise(s)) : k;
      case 'lower':
        return on(s) ? Math.min(k, noise(s)) : k;
      case 'disjoint':
        return k > 0 ? 0 : on(s) ? noise(s) : 0;
      case 'tweak':
        return s === tweaked ? noise(s) : k;
      case 'base':
        return noise(s);
    }
  });
}

const family: fc.Arbitrary<Family> = fc
  .tuple(
    fc.integer({ min: 1, max: MAX_SCENARIOS }),
    fc.array(recipe, { minLength: 2, maxLength: 7 }),
  )
  .map(([size, recipes]) => {
    const scenarios: ScenarioInput[] = Array.from({ length: size }, (_, s) => ({
      scenarioId: `s${s}`,
      kind: s % 7 === 6 ? 'VOID' : 'NORMAL',
    }));
    const twelfths: number[][] = [];
    const vectors = recipes.map((r, i) => {
      const ks = derive(r, twelfths, size);
      twelfths.push(ks);
      const units = ks.every((k) => k % 3 === 0) ? [...ANY_UNITS, ...NO_THIRDS_UNITS] : ANY_UNITS;
      const unit = units[r.unit % units.length] ?? '12';
      return { outcomeId: `o${i}`, unit, amounts: ks.map((k) => amountText(unit, k, r.padded)) };
    });
    return { scenarios, vectors };
  });

/** All ordered pairs (i ≠ j) of a family, classified by the bitset classifier. */
function classifyAll(f: Family): (RelationshipFinding | undefined)[][] {
  const bitsets = buildPayoutBitsets(f.scenarios, f.vectors);
  return bitsets.map((a) => bitsets.map((b) => (a === b ? undefined : classifyPair(a, b))));
}

function cell(m: (RelationshipFinding | undefined)[][], i: number, j: number): RelationshipFinding {
  const found = m[i]?.[j];
  if (found === undefined) throw new Error(`no finding for ${i}, ${j}`);
  return found;
}

function pairs(count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) for (let j = 0; j < count; j++) if (i !== j) out.push([i, j]);
  return out;
}

// ---- Laws. --------------------------------------------------------------------------------------

describe('relationship laws', () => {
  it('the generator produces every type', () => {
    const seen = new Set<RelationshipType>();
    for (const f of fc.sample(family, { numRuns: 200, seed: 7 })) {
      for (const row of classifyAll(f)) for (const x of row) if (x) seen.add(x.type);
    }
    expect([...seen].sort()).toEqual([
      'COMPLEMENT',
      'EQUALITY',
      'EXCLUSIVITY',
      'IMPLICATION',
      'OVERLAP',
    ]);
  });

  it('the bitset classifier equals the reference classifier on every pair', () => {
    fc.assert(
      fc.property(family, (f) => {
        const m = classifyAll(f);
        const ids = f.scenarios.map((s) => s.scenarioId);
        for (const [i, j] of pairs(f.vectors.length)) {
          const [va, vb] = [f.vectors[i], f.vectors[j]];
          if (!va || !vb) throw new Error('missing vector');
          expect(cell(m, i, j)).toEqual(referenceClassify(ids, va, vb));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('classifyFamily, sharing witness lists, returns the pairs i < j of classifyPair', () => {
    fc.assert(
      fc.property(family, (f) => {
        const m = classifyAll(f);
        const expected = pairs(f.vectors.length)
          .filter(([i, j]) => i < j)
          .map(([i, j]) => cell(m, i, j));
        expect(classifyFamily(f.scenarios, f.vectors)).toEqual(expected);
      }),
    );
  });

  it('symmetric types are symmetric; IMPLICATION keeps its direction when swapped', () => {
    fc.assert(
      fc.property(family, (f) => {
        const m = classifyAll(f);
        for (const [i, j] of pairs(f.vectors.length)) {
          const ab = cell(m, i, j);
          const ba = cell(m, j, i);
          expect(ba.type).toBe(ab.type);
          if (ab.type === 'IMPLICATION') {
            expect([ba.fromOutcomeId, ba.toOutcomeId]).toEqual([ab.fromOutcomeId, ab.toOutcomeId]);
          } else {
            expect([ab.fromOutcomeId, ab.toOutcomeId]).toEqual([`o${i}`, `o${j}`]);
            expect([ba.fromOutcomeId, ba.toOutcomeId]).toEqual([`o${j}`, `o${i}`]);
          }
        }
      }),
    );
  });

  it('a complement of a complement is equal; IMPLICATION is transitive', () => {
    let complementChains = 0;
    let implicationChains = 0;
    fc.assert(
      fc.property(family, (f) => {
        const m = classifyAll(f);
        const n = f.vectors.length;
        for (const [a, b] of pairs(n)) {
          for (let c = 0; c < n; c++) {
            if (c === a || c === b) continue;
            const ab = cell(m, a, b);
            const bc = cell(m, b, c);
            const ac = cell(m, a, c);
            if (ab.type === 'COMPLEMENT' && bc.type === 'COMPLEMENT') {
              complementChains++;
              expect(ac.type).toBe('EQUALITY');
            }
            const implies = (x: RelationshipFinding, from: number, to: number): boolean =>
              x.type === 'IMPLICATION' &&
              x.fromOutcomeId === `o${from}` &&
              x.toOutcomeId === `o${to}`;
            if (implies(ab, a, b) && implies(bc, b, c)) {
              implicationChains++;
              // fa ≤ fb ≤ fc pointwise, and fa = fc would force fa = fb: so a→c, unless
              // fa + fc = 1 everywhere, which COMPLEMENT claims first (e.g. never → always).
              expect(implies(ac, a, c) || ac.type === 'COMPLEMENT').toBe(true);
            }
          }
        }
      }),
    );
    // The generator derives complements and raised copies, so both laws are exercised.
    expect(complementChains).toBeGreaterThan(0);
    expect(implicationChains).toBeGreaterThan(0);
  });

  it('witnesses show the type', () => {
    fc.assert(
      fc.property(family, (f) => {
        const m = classifyAll(f);
        const byId = new Map(f.vectors.map((v) => [v.outcomeId, exact(v)]));
        const index = new Map(f.scenarios.map((s, i) => [s.scenarioId, i]));
        const size = f.scenarios.length;
        for (const [i, j] of pairs(f.vectors.length)) {
          const x = cell(m, i, j);
          const a = byId.get(x.fromOutcomeId);
          const b = byId.get(x.toOutcomeId);
          if (!a || !b) throw new Error('unknown outcome');
          const ws = x.witnesses.map((id) => index.get(id) ?? -1);
          expect(new Set(ws).size).toBe(ws.length);
          const exists = (test: (s: number) => boolean): boolean =>
            Array.from({ length: size }, (_, s) => s).some(test);
          const both = (s: number): boolean => pays(a, s) && pays(b, s);
          const onlyA = (s: number): boolean => pays(a, s) && !pays(b, s);
          const onlyB = (s: number): boolean => !pays(a, s) && pays(b, s);
          const shown = (test: (s: number) => boolean): boolean => ws.some(test);
          switch (x.type) {
            case 'EQUALITY':
              for (const s of ws) expect(compareAt(a, b, s)).toBe(0);
              expect(shown(both)).toBe(exists(both));
              expect(shown((s) => !pays(a, s))).toBe(exists((s) => !pays(a, s)));
              break;
            case 'COMPLEMENT':
              for (const s of ws) {
                expect(paysFully(a, s) !== paysFully(b, s)).toBe(true);
                expect(sumsToOne(a, b, s)).toBe(true);
              }
              break;
            case 'IMPLICATION': {
              const [first] = ws;
              expect(first !== undefined && compareAt(a, b, first) < 0).toBe(true);
              if (exists(onlyB)) expect(first !== undefined && onlyB(first)).toBe(true);
              expect(shown(both)).toBe(exists(both));
              break;
            }
            case 'EXCLUSIVITY':
              expect(ws).toHaveLength(2);
              expect(onlyA(ws[0] ?? -1) && onlyB(ws[1] ?? -1)).toBe(true);
              break;
            case 'OVERLAP':
              expect(both(ws[0] ?? -1)).toBe(true);
              expect(shown(onlyA)).toBe(exists(onlyA));
              expect(shown(onlyB)).toBe(exists(onlyB));
              break;
          }
        }
      }),
    );
  });
});
