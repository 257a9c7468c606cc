// The catalog's rules checked on the draft (src/catalog/catalog-rules.ts): a draft is refused as
// the file it would be written as is, with the same problems at the file's fields, and each
// keyword of the format is checked on one side only.
import { CATALOG_FILE_FORM, filePath, validateDraft } from '../../src/catalog/catalog-rules';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import { validateCatalog } from '../../src/catalog/import-catalog';
import { ServiceError } from '../../src/domain/errors';
import { REF_TARGET } from '../../src/resources/schema-kit';
import { smallCatalogJson } from '../fixtures/small-catalog';

function refusal(check: () => unknown): ServiceError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a refusal');
}

test('a draft breaking rules is refused as its file is: the same message and problems, at the file’s fields', () => {
  const draft = draftFromCatalog(validateCatalog(smallCatalogJson()));
  const market = draft.markets[0]!;
  const listing = market.outcomes[0]!.listings[0]!;
  listing.tradingRules.payoutUnit = '1.';
  listing.tradingRules.tickBands[0]!.tickSize = 'a cent';
  market.status = 'GONE' as never;
  market.outcomes[0]!.payouts['fam-fed@1'] = { '': '1' };
  draft.jointScopes.push({ familyIds: ['fam-fed'], kind: 'INDEPENDENT' });

  const json = smallCatalogJson() as any;
  const fileListing = json.markets[0].outcomes[0].listings[0];
  fileListing.trading_rules.payout_unit = '1.';
  fileListing.trading_rules.tick_bands[0].tick_size = 'a cent';
  json.markets[0].status = 'GONE';
  json.markets[0].outcomes[0].payouts['fam-fed@1'] = { '': '1' };
  json.joint_scopes = [{ family_ids: ['fam-fed'], kind: 'INDEPENDENT' }];

  const ofDraft = refusal(() => validateDraft(draft));
  const ofFile = refusal(() => validateCatalog(json));
  expect(ofDraft.code).toBe('INVALID_REQUEST');
  expect(ofDraft.message).toBe('catalog is not a valid settlegraph catalog');
  expect(ofDraft.details!.problems).toEqual(ofFile.details!.problems);
  expect(ofDraft.details!.problems!.map((p) => p.path)).toEqual([
    '$.joint_scopes[0].family_ids',
    '$.markets[0].status',
    '$.markets[0].outcomes[0].payouts["fam-fed@1"][""]',
    '$.markets[0].outcomes[0].listings[0].trading_rules.payout_unit',
    '$.markets[0].outcomes[0].listings[0].trading_rules.tick_bands[0].tick_size',
  ]);
});

test('a valid draft is returned as it was: the rules neither default nor drop a field', () => {
  const draft = draftFromCatalog(validateCatalog(smallCatalogJson()));
  const before = structuredClone(draft);
  expect(validateDraft(draft)).toBe(draft);
  expect(draft).toEqual(before);
});

test("the path map converts field names only: item indexes and a payout table's keys are kept", () => {
  expect(filePath(['markets', '2', 'outcomes', '0', 'payouts', 'famX@v1', 'scenarioId'])).toEqual([
    'markets',
    '2',
    'outcomes',
    '0',
    'payouts',
    'famX@v1',
    'scenarioId',
  ]);
  expect(filePath(['marketData', 'priceHistory', '0', 'listingId'])).toEqual([
    'market_data',
    'price_history',
    '0',
    'listing_id',
  ]);
  expect(filePath(['markets', '0', 'settlementEvidence', 'terms', 'window', 'statedNone'])).toEqual(
    ['markets', '0', 'settlement_evidence', 'terms', 'window', 'stated_none'],
  );
});

test("the file's form states no rule: no identifier, pattern, format, value set or count", () => {
  const keywords = keywordsOf(CATALOG_FILE_FORM);
  expect(keywords).toContain('type');
  expect(keywords).toContain('default');
  for (const rule of ['identifier', 'pattern', 'format', 'enum', 'minLength', 'check'])
    expect(keywords).not.toContain(rule);
});

/** Every keyword a schema uses, its references followed; field names and reasons are no keywords. */
function keywordsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywordsOf(n, found));
  if (typeof node !== 'object' || node === null) return found;
  const target = (node as Record<symbol, unknown>)[REF_TARGET];
  if (target !== undefined) keywordsOf(target, found);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'reasons') continue;
    if (key === 'properties') Object.values(value as object).forEach((v) => keywordsOf(v, found));
    else {
      found.add(key);
      keywordsOf(value, found);
    }
  }
  return found;
}
