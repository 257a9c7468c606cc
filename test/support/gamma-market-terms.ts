// A recorded Gamma market of the terms corpus (test/fixtures/terms-corpus/), changed field by field
// by a test, and its settlement terms read as `settlegraph match` reads a payload file: through the
// venue reader, with the reference data the payload carries.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfPayloads } from '../../src/domain/matching/match-markets';
import type { SettlementTerms } from '../../src/domain/settlement-terms/settlement-terms';
import { readVenuePayloads, withReference } from '../../src/venues/read-venue-payloads';

export type Json = Record<string, unknown>;

const CORPUS = join(__dirname, '../fixtures/terms-corpus');

/** The market of `id` in the corpus file `file` (a path under the corpus's root), as recorded. */
export function recordedGammaMarket(file: string, id: string): Json {
  const list = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as Json[];
  const found = list.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id} in ${file}`);
  return found;
}

export function gammaMarketTerms(market: Json): SettlementTerms {
  const sets = readVenuePayloads([
    { venue: 'polymarket', files: [{ file: 'pm.json', text: JSON.stringify([market]) }] },
  ]);
  return termsOfPayloads(sets, withReference(sets, undefined))[0]!;
}
