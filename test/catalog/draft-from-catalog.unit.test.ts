// draftFromCatalog loses nothing, and catalogFromDraft is its inverse (file -> draft -> file is
// the file): draftFromCatalog loses nothing: every field of a catalog file reaches the draft under its
// camelCase name with its value (a payout table's keys are identifiers, kept as written). Checked
// on real catalogs (the demo's, the test fixtures) and on a document holding every field the file
// schema names, built by walking the schema, each tagged union's branches in turn.
import { readFileSync } from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import { CatalogSchema, type CatalogDocument } from '../../src/catalog/catalog-schema';
import { demoCatalogPaths } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { REF_TARGET } from '../../src/resources/schema-kit';
import { camelCase } from '../../src/catalog/import-draft';
import { draftFromCatalog } from '../../src/catalog/draft-from-catalog';
import { catalogFromDraft } from '../../src/catalog/catalog-from-draft';
import { evaluationCatalog } from '../fixtures/evaluation-catalog';
import { marketDataCatalog } from '../fixtures/market-data-catalog';
import { smallCatalog } from '../fixtures/small-catalog';

/** The file's format and version: the file's, never a draft's. */
const FORMAT_MARKER = '$.format';

/** A table from identifiers (`payouts`): its keys are data, not field names. */
const isIdMap = (schema: TSchema): boolean =>
  schema.type === 'object' && schema.propertyNames !== undefined;

/** The schema a `$ref` names (schema-kit's Ref keeps its target), else the schema itself. */
const target = (schema: TSchema): TSchema =>
  (schema as unknown as Record<symbol, TSchema | undefined>)[REF_TARGET] ?? schema;

/** The field paths of a schema, `[]` for a list's item, `{}` for a table's value. */
function schemaPaths(schema: TSchema, at = '$'): string[] {
  const s = target(schema);
  if (s.properties) {
    return Object.entries(s.properties as Record<string, TSchema>).flatMap(([name, field]) => [
      `${at}.${name}`,
      ...schemaPaths(field, `${at}.${name}`),
    ]);
  }
  if (s.oneOf) return (s.oneOf as TSchema[]).flatMap((branch) => schemaPaths(branch, at));
  if (isIdMap(s)) return schemaPaths(s.additionalProperties as TSchema, `${at}{}`);
  if (s.type === 'array' && s.items && !Array.isArray(s.items))
    return schemaPaths(s.items as TSchema, `${at}[]`);
  return [];
}

/**
 * A value of the schema with every field present: a tagged union takes its branch `pick` (modulo
 * its count), so documents 0..n-1 together hold every branch's fields.
 */
function fullValue(schema: TSchema, pick: number): unknown {
  const s = target(schema);
  if (s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties as Record<string, TSchema>).map(([name, field]) => [
        name,
        fullValue(field, pick),
      ]),
    );
  }
  if (s.oneOf) {
    const branches = s.oneOf as TSchema[];
    return fullValue(branches[pick % branches.length] as TSchema, pick);
  }
  if (isIdMap(s)) return { 'fam-a@v1': fullValue(s.additionalProperties as TSchema, pick) };
  if (s.const !== undefined) return s.const;
  if (s.enum) return (s.enum as unknown[])[0];
  if (s.type === 'array') {
    if (Array.isArray(s.items)) return (s.items as TSchema[]).map((i) => fullValue(i, pick));
    return [fullValue(s.items as TSchema, pick)];
  }
  if (s.type === 'integer') return 3;
  if (s.type === 'boolean') return true;
  return `text-${pick}`;
}

/**
 * Walks a file value and its draft together: each field of the file is found in the draft under
 * its camelCase name with an equal value. Returns the file's field paths it saw; any difference
 * is listed in `lost`.
 */
function walk(
  file: unknown,
  draft: unknown,
  schema: TSchema,
  at: string,
  seen: Set<string>,
  lost: string[],
): void {
  const s = target(schema);
  if (s.oneOf) {
    const tag = (s.discriminator as { propertyName: string }).propertyName;
    const branch = (s.oneOf as TSchema[]).find(
      (b) =>
        (b.properties as Record<string, TSchema>)[tag]?.const ===
        (file as Record<string, unknown>)[tag],
    );
    walk(file, draft, branch as TSchema, at, seen, lost);
    return;
  }
  if (s.properties) {
    if (typeof draft !== 'object' || draft === null) {
      lost.push(`${at}: no object in the draft`);
      return;
    }
    for (const [name, value] of Object.entries(file as Record<string, unknown>)) {
      const field = (s.properties as Record<string, TSchema>)[name];
      const path = `${at}.${name}`;
      seen.add(path);
      if (path === FORMAT_MARKER) continue;
      if (field === undefined) {
        lost.push(`${path}: not in the file schema`);
        continue;
      }
      const mapped = camelCase(name);
      if (!(mapped in draft)) {
        lost.push(`${path}: no ${mapped} in the draft`);
        continue;
      }
      walk(value, (draft as Record<string, unknown>)[mapped], field, path, seen, lost);
    }
    return;
  }
  if (isIdMap(s)) {
    for (const [key, value] of Object.entries(file as Record<string, unknown>)) {
      walk(
        value,
        (draft as Record<string, unknown>)[key],
        s.additionalProperties as TSchema,
        `${at}{}`,
        seen,
        lost,
      );
    }
    return;
  }
  if (s.type === 'array' && !Array.isArray(s.items)) {
    const items = draft as unknown[];
    (file as unknown[]).forEach((item, i) =>
      walk(item, items[i], s.items as TSchema, `${at}[]`, seen, lost),
    );
    if (items.length !== (file as unknown[]).length) lost.push(`${at}: a list of another length`);
    return;
  }
  if (JSON.stringify(file) !== JSON.stringify(draft)) lost.push(`${at}: ${JSON.stringify(draft)}`);
}

function check(doc: CatalogDocument): Set<string> {
  const seen = new Set<string>();
  const lost: string[] = [];
  walk(doc, draftFromCatalog(doc), CatalogSchema, '$', seen, lost);
  expect(lost).toEqual([]);
  return seen;
}

describe('draftFromCatalog', () => {
  it.each(demoCatalogPaths())('keeps every field of the demo catalog %s', (path) => {
    const seen = check(parseCatalog(readFileSync(path, 'utf8'), path));
    expect(seen.has('$.markets[].outcomes[].listings[].trading_rules.tick_bands[].tick_size')).toBe(
      true,
    );
  });

  it.each([
    ['the small catalog', smallCatalog],
    ['the market data catalog', marketDataCatalog],
    ['the evaluation catalog', evaluationCatalog],
  ])('keeps every field of %s', (_, catalog) => {
    check(catalog());
  });

  it('maps every field the file schema names', () => {
    const fields = new Set(schemaPaths(CatalogSchema));
    const seen = new Set<string>();
    // A term has two branches and a window three: six documents show each pair of them.
    for (let pick = 0; pick < 6; pick++) {
      for (const path of check(fullValue(CatalogSchema, pick) as CatalogDocument)) seen.add(path);
    }
    expect([...fields].filter((f) => !seen.has(f))).toEqual([]);
    expect(fields.size).toBeGreaterThan(100);
  });
});

describe('catalogFromDraft', () => {
  const roundTrip = (doc: CatalogDocument) =>
    expect(catalogFromDraft(draftFromCatalog(doc))).toEqual(doc);

  it.each(demoCatalogPaths())('gives the demo catalog %s back from its draft', (path) => {
    roundTrip(parseCatalog(readFileSync(path, 'utf8'), path));
  });

  it.each([
    ['the small catalog', smallCatalog],
    ['the market data catalog', marketDataCatalog],
    ['the evaluation catalog', evaluationCatalog],
  ])('gives %s back from its draft', (_, catalog) => {
    roundTrip(catalog());
  });

  it('gives every field the file schema names back', () => {
    for (let pick = 0; pick < 6; pick++)
      roundTrip(fullValue(CatalogSchema, pick) as CatalogDocument);
  });
});
