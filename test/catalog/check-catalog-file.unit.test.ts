// A catalog file is read into its draft once: the check yields the draft it checked, the same as
// reading the checked document into a draft; a value the caller keeps is left as it was, one it
// hands over (`owned`) is completed in place; a file with problems has no draft, and its error is
// the one `validateCatalog` gives.
import { readFileSync } from 'node:fs';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import {
  checkCatalogFile,
  readCatalogFile,
  validateCatalog,
} from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { marketDataCatalogJson } from '../fixtures/market-data-catalog';
import { smallCatalogJson } from '../fixtures/small-catalog';

function errorOf(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('checkCatalogFile', () => {
  it('yields the draft of the document it checked', () => {
    for (const json of [smallCatalogJson(), marketDataCatalogJson()]) {
      const { doc, draft } = checkCatalogFile(json);
      expect(draft).toEqual(draftFromCatalog(doc));
    }
  });

  it('reads the demo catalog into the draft of its document', () => {
    const { doc, draft } = readCatalogFile(readFileSync(demoCatalogPath(), 'utf8'), {
      source: 'demo',
    });
    expect(draft.marketData?.priceHistory.length).toBeGreaterThan(0);
    expect(draft).toEqual(draftFromCatalog(doc));
  });

  it('leaves a value the caller keeps as it was, and completes one it hands over', () => {
    const json = smallCatalogJson();
    (json as { unknown_field?: string }).unknown_field = 'left out of the document';
    const kept = structuredClone(json);
    const copied = checkCatalogFile(json);
    expect(json).toEqual(kept);
    expect(copied.doc).not.toBe(json);
    const owned = checkCatalogFile(json, { owned: true });
    expect(owned.doc).toBe(json);
    expect(json).not.toHaveProperty('unknown_field');
    expect(owned.draft).toEqual(copied.draft);
  });

  it('refuses a file with problems as validateCatalog does', () => {
    const json = smallCatalogJson();
    const markets = json.markets as { market_id: string; title: unknown }[];
    markets[0]!.market_id = 'mkt\u0007';
    markets[1]!.title = 42;
    const error = errorOf(() => checkCatalogFile(json, { source: 'broken.json' }));
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe('broken.json is not a valid settlegraph catalog');
    expect(error.details).toEqual(errorOf(() => validateCatalog(json, 'broken.json')).details);
    expect((error.details?.problems ?? []).length).toBeGreaterThan(1);
  });

  it('refuses text that is not JSON', () => {
    const error = errorOf(() => readCatalogFile('{', { source: 'cut.json' }));
    expect(error.message).toBe('cut.json is not valid JSON');
  });
});
