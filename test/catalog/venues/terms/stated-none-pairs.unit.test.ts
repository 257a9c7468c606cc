// Terms stated as none compared as values (src/domain/matching/term-values.ts, `statedAs`;
// docs/decisions.md, "Candidates at venue scale"): two markets that both state no threshold (an
// occurrence) or both no source (a consensus of credible reporting) agree on it; one stating none
// against one stating a value differ; a window stated as none is still not compared.
import { compareTerms } from '../../../../src/domain/matching/compare-terms';
import {
  statedNone,
  type SettlementTerms,
  type Term,
} from '../../../../src/domain/settlement-terms/settlement-terms';

const known = <T>(value: T): Term<T> => ({ status: 'KNOWN', value, spans: [] });

function occurrence(
  venue: 'kalshi' | 'polymarket',
  changes: Partial<SettlementTerms> = {},
): SettlementTerms {
  return {
    venue,
    venueMarketId: `${venue}-1`,
    quantity: known({
      subject: 'SEC approval',
      name: 'SEC approves a spot Solana ETF',
      kind: 'RESULT',
    }),
    source: statedNone('a consensus of credible reporting'),
    window: known({ kind: 'INSTANT', at: '2025-08-01T03:59:00.000Z', zone: 'America/New_York' }),
    boundary: statedNone('an occurrence: no threshold'),
    exceptions: known({ rule: 'none' }),
    yes: known('YES'),
    ...changes,
  };
}

test('two occurrences with no threshold and no named source, otherwise alike, are EQUIVALENT', () => {
  const c = compareTerms(occurrence('kalshi'), occurrence('polymarket'));
  expect(c.verdict).toBe('EQUIVALENT');
  expect(c.unread).toEqual([]);
  expect(c.differences).toEqual([]);
});

test('no threshold against a threshold is a difference of the boundary', () => {
  const c = compareTerms(
    occurrence('kalshi'),
    occurrence('polymarket', {
      boundary: known({ comparator: '>', threshold: '2', unit: 'ETFs' }),
    }),
  );
  expect(c.verdict).toBe('DIFFERENT');
  expect(c.term).toBe('boundary');
  expect(c.values).toEqual({ kalshi: 'none stated', polymarket: '> 2 ETFs' });
  expect(c.differences).toContainEqual({
    term: 'boundary',
    kalshi: 'none stated',
    polymarket: '> 2 ETFs',
  });
});

test('no threshold on both with YES on opposite sides is a YES/NO inversion, never EQUIVALENT', () => {
  const c = compareTerms(occurrence('kalshi'), occurrence('polymarket', { yes: known('NO') }));
  expect(c.verdict).toBe('DIFFERENT');
  expect(c.term).toBe('yes');
  expect(c.yesAligned).toBe(false);
  expect(c.differences.map((d) => d.term)).toEqual(['yes']);
});

test('no named source against a named one is a difference of the source', () => {
  const c = compareTerms(occurrence('kalshi'), occurrence('polymarket', { source: known('SEC') }));
  expect(c.verdict).toBe('DIFFERENT');
  expect(c.term).toBe('source');
});

test('a window stated as none on both is still not read: the pair stays a CANDIDATE', () => {
  const undated = statedNone<never>('the proposition names no date');
  const c = compareTerms(
    occurrence('kalshi', { window: undated }),
    occurrence('polymarket', { window: undated }),
  );
  expect(c.verdict).toBe('CANDIDATE');
  expect(c.unread).toEqual(['window']);
});
