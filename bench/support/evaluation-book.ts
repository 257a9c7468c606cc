// A large exposure book for the evaluation rows of bench/ and the pool's tests: one family of
// `scenarios` scenarios (the last 2% VOID), `markets` binary markets whose YES pays on a threshold,
// below it or inside a band, one market in ten with cent-valued partial payouts, and `positions`
// positions on random outcomes with whole or cent quantities, HELD or OWED. Seeded: the same
// arguments give the same catalog and book.
import type { CatalogDocument } from '../../src/catalog/catalog-schema';
import { validateCatalog } from '../../src/catalog/import-catalog';
import { prng } from './prng';

export interface EvaluationBookSize {
  readonly markets: number;
  readonly scenarios: number;
  readonly positions: number;
  readonly seed?: number;
}

export const EVALUATION_FAMILY = 'fam-eval';

/** Per-unit payout texts of each outcome (YES then NO of each market), in scenario order. */
export function evaluationPayouts(size: EvaluationBookSize): string[][] {
  const random = prng(size.seed ?? 20_261_129);
  const voids = Math.max(1, Math.floor(size.scenarios / 50));
  const rows: string[][] = [];
  for (let m = 0; m < size.markets; m++) {
    const cut = Math.floor(random() * size.scenarios);
    const width = 1 + Math.floor(random() * Math.max(1, size.scenarios / 5));
    const partial = random() < 0.1;
    const yes = Array.from({ length: size.scenarios }, (_, s) => {
      if (s >= size.scenarios - voids) return '0.5';
      if (partial && s % 7 === 0) return `0.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      switch (m % 3) {
        case 0:
          return s >= cut ? '1' : '0';
        case 1:
          return s >= cut ? '0' : '1';
        default:
          return s >= cut && s < cut + width ? '1' : '0';
      }
    });
    rows.push(yes, yes.map(complement));
  }
  return rows;
}

/** 1 − p for the texts above ("0.37" → "0.63", "0.5" → "0.5"). */
function complement(text: string): string {
  if (text === '1') return '0';
  if (text === '0') return '1';
  const cents = 100 - Math.round(Number(text) * 100);
  if (cents === 100) return '1';
  if (cents === 0) return '0';
  return cents % 10 === 0 ? `0.${cents / 10}` : `0.${String(cents).padStart(2, '0')}`;
}

export function outcomeIdOf(index: number): string {
  return `out-eval-${Math.floor(index / 2)}-${index % 2 === 0 ? 'yes' : 'no'}`;
}

export function evaluationCatalog(size: EvaluationBookSize): CatalogDocument {
  const scenarioIds = Array.from({ length: size.scenarios }, (_, s) => `s${s}`);
  const voids = Math.max(1, Math.floor(size.scenarios / 50));
  const rows = evaluationPayouts(size);
  const payoutsOf = (row: string[]) => ({
    [`${EVALUATION_FAMILY}@1`]: Object.fromEntries(scenarioIds.map((id, s) => [id, row[s]!])),
  });
  return validateCatalog({
    format: 'settlegraph.catalog/v1',
    families: [
      {
        family_id: EVALUATION_FAMILY,
        title: 'Large evaluation family',
        scenario_versions: [
          {
            version: '1',
            scenarios: scenarioIds.map((id, s) => ({
              scenario_id: id,
              label: `Scenario ${s}`,
              ...(s >= size.scenarios - voids ? { kind: 'VOID' } : {}),
            })),
          },
        ],
      },
    ],
    events: [
      {
        event_id: 'evt-eval',
        venue: 'kalshi',
        venue_event_id: 'KXEVAL',
        title: 'Large evaluation event',
        status: 'OPEN',
        family_ids: [EVALUATION_FAMILY],
      },
    ],
    markets: Array.from({ length: size.markets }, (_, m) => ({
      market_id: `mkt-eval-${m}`,
      version: '1',
      title: `Large evaluation market ${m}`,
      status: 'OPEN',
      event_ids: ['evt-eval'],
      family_ids: [EVALUATION_FAMILY],
      outcomes: [0, 1].map((side) => ({
        outcome_id: outcomeIdOf(2 * m + side),
        label: side === 0 ? 'YES' : 'NO',
        payouts: payoutsOf(rows[2 * m + side]!),
      })),
    })),
  });
}

export interface BookPosition {
  readonly outcome: number;
  /** Signed: OWED positions negative. */
  readonly quantity: string;
}

export function evaluationPositions(size: EvaluationBookSize): BookPosition[] {
  const random = prng((size.seed ?? 20_261_129) + 1);
  return Array.from({ length: size.positions }, () => {
    const outcome = Math.floor(random() * size.markets * 2);
    const whole = 1 + Math.floor(random() * 500);
    const quantity =
      random() < 0.2
        ? `${whole}.${String(Math.floor(random() * 100)).padStart(2, '0')}`
        : `${whole}`;
    return { outcome, quantity: random() < 0.3 ? `-${quantity}` : quantity };
  });
}

/** The POST /v1/evaluations:run body of the book, with `include`. */
export function evaluationRequestBody(
  size: EvaluationBookSize,
  include: readonly string[] = ['SUMMARY', 'PAYOUTS'],
): Record<string, unknown> {
  return {
    positions: evaluationPositions(size).map((p, i) => ({
      position_id: `pos-${i}`,
      instrument: { outcome_id: outcomeIdOf(p.outcome) },
      position_type: p.quantity.startsWith('-') ? 'OWED' : 'HELD',
      quantity: p.quantity.replace(/^-/, ''),
    })),
    include,
  };
}
