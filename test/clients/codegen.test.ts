// GraphQL Code Generator over schema/schema.graphql and the documents clients send: the README's
// GraphQL examples, the explorer's *.queries.ts documents and the client tests' own. The
// generated types (typescript-operations, which since its version 6 needs no `typescript`
// plugin), and a small file using them, compile under tsc --strict with noUncheckedIndexedAccess;
// DateTime and Decimal are strings.
import { execFile } from 'node:child_process';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { REPOSITORY } from './client-support';
import { CLIENT_DOCUMENTS } from './documents';

interface Document {
  source: string;
  text: string;
}

/** The README's GraphQL: each curl example's query, and each ```graphql block. */
function readmeDocuments(): Document[] {
  const readme = readFileSync(join(REPOSITORY, 'README.md'), 'utf8');
  const fromCurl = readme
    .split('\n')
    .filter((line) => line.startsWith('curl ') && line.includes("/graphql' -d '"))
    .map((line) => JSON.parse(/ -d '(.*)'$/.exec(line)![1]!).query as string);
  const fromBlocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return [...fromCurl, ...fromBlocks].map((text, i) => ({ source: `readme-${i + 1}`, text }));
}

/** Every exported GraphQL document of src/explorer/**\/*.queries.ts, as the page sends it. */
async function explorerDocuments(): Promise<Document[]> {
  const root = join(REPOSITORY, 'src', 'explorer');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.queries.ts'))
    .sort();
  const documents: Document[] = [];
  for (const file of files) {
    const exported = (await import(join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value === 'string' && /^\s*(query|mutation|subscription|fragment)\b/.test(value)) {
        documents.push({ source: `explorer-${name}`, text: value });
      }
    }
  }
  return documents;
}

/**
 * One file per document and one for the fragments, each fragment once: the explorer's queries
 * carry the fragments they spread, and several carry the same one. Codegen names its types after
 * the operations, so an anonymous one (the README's one-line examples) is named after its source.
 */
function writeDocuments(dir: string, documents: Document[]): string[] {
  const fragments = new Map<string, string>();
  const files: string[] = [];
  for (const document of documents) {
    const operations: DefinitionNode[] = [];
    for (const definition of parse(document.text).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const text = print(definition);
        const known = fragments.get(definition.name.value);
        if (known !== undefined && known !== text) {
          throw new Error(`two fragments named ${definition.name.value} differ`);
        }
        fragments.set(definition.name.value, text);
      } else if (definition.kind === Kind.OPERATION_DEFINITION && !definition.name) {
        operations.push({
          ...definition,
          name: { kind: Kind.NAME, value: pascalCase(document.source) },
        });
      } else {
        operations.push(definition);
      }
    }
    if (operations.length === 0) continue;
    const file = join(dir, `${document.source}.graphql`);
    writeFileSync(file, print({ kind: Kind.DOCUMENT, definitions: operations }));
    files.push(file);
  }
  const file = join(dir, 'fragments.graphql');
  writeFileSync(file, [...fragments.values()].join('\n\n'));
  return [...files, file];
}

/**
 * Runs the graphql-codegen command with `config` (a codegen.json), as a dashboard's build does.
 * A child process: the command loads an ES-module-only dependency (yargs) that Node loads and
 * jest's module system does not (docs/decisions.md, Dashboard clients).
 */
async function graphqlCodegen(dir: string, config: object): Promise<void> {
  const file = join(dir, 'codegen.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  const bin = join(REPOSITORY, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js');
  // Plugins are found from the working directory: the repository's node_modules.
  try {
    await promisify(execFile)(process.execPath, [bin, '--config', file], { cwd: REPOSITORY });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`graphql-codegen failed:\n${stderr ?? ''}\n${stdout ?? ''}`);
  }
}

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
}

/** tsc --strict --noEmit with noUncheckedIndexedAccess over `files`: its diagnostics. */
function typecheck(files: string[]): { file: string; code: number; message: string }[] {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitReturns: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file?.fileName ?? '',
    code: d.code,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

// What a dashboard writes against the generated types: each read of a list element is checked.
const USAGE = `
import type {
  ClientChangesSubscription,
  ClientListingRulesQuery,
  ClientMarketsPageQuery,
  ClientMarketsPageQueryVariables,
  ExplorerFamilyQuery,
  ResourceType,
} from './graphql';

export const variables: ClientMarketsPageQueryVariables = { first: 5, after: null };

export function marketIds(page: ClientMarketsPageQuery): string[] {
  return page.markets?.edges.map((edge) => edge.node.marketId) ?? [];
}

export function nextCursor(page: ClientMarketsPageQuery): string | null {
  return page.markets?.pageInfo.hasNextPage ? page.markets.pageInfo.endCursor : null;
}

export function firstTickSize(data: ClientListingRulesQuery): string | undefined {
  return data.listing?.tradingRules.tickBands[0]?.tickSize;
}

export function changed(event: ClientChangesSubscription): string {
  const type: ResourceType = event.changes.change.resourceType;
  return type + ' ' + event.changes.change.resourceId + ' at ' + event.changes.change.occurredAt;
}

export function firstOutcomeLabel(data: ExplorerFamilyQuery): string | undefined {
  return data.family?.markets?.nodes[0]?.outcomes[0]?.label;
}
`;

// Decimal and DateTime are exactly string (not any, not unknown), in results and in inputs.
const SCALARS = `
import type {
  ClientChangesSubscription,
  ClientListingRulesQuery,
  PositionInput,
} from './graphql';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type TickBand = NonNullable<ClientListingRulesQuery['listing']>['tradingRules']['tickBands'][number];
type Change = ClientChangesSubscription['changes']['change'];

export const decimalResult: Equal<TickBand['tickSize'], string> = true;
export const decimalInput: Equal<PositionInput['quantity'], string> = true;
export const dateTimeResult: Equal<Change['occurredAt'], string> = true;
`;

// What the scalar mapping forbids: a number for a Decimal, a Date for a DateTime.
const MISUSE = `
import type { ClientChangesSubscription, ClientListingRulesQuery } from './graphql';

type TickBand = NonNullable<ClientListingRulesQuery['listing']>['tradingRules']['tickBands'][number];
type Change = ClientChangesSubscription['changes']['change'];

export const tickSize: TickBand['tickSize'] = 0.01;
export const occurredAt: Change['occurredAt'] = new Date();
`;

describe('GraphQL Code Generator over schema/schema.graphql', () => {
  let dir: string;
  let generated: string;
  let documents: Document[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'settlegraph-codegen-'));
    mkdirSync(join(dir, 'documents'));
    documents = [
      ...readmeDocuments(),
      ...(await explorerDocuments()),
      ...CLIENT_DOCUMENTS.map((text, i) => ({ source: `client-${i + 1}`, text })),
    ];
    generated = join(dir, 'graphql.ts');
    await graphqlCodegen(dir, {
      schema: join(REPOSITORY, 'schema', 'schema.graphql'),
      documents: writeDocuments(join(dir, 'documents'), documents),
      generates: {
        [generated]: {
          plugins: ['typescript-operations'],
          config: { scalars: { DateTime: 'string', Decimal: 'string' }, strictScalars: true },
        },
      },
    });
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('takes every README example, every explorer document and every client test document', () => {
    const sources = documents.map((d) => d.source.replace(/-.*/, ''));
    expect(sources.filter((s) => s === 'readme').length).toBeGreaterThanOrEqual(8);
    expect(sources.filter((s) => s === 'explorer').length).toBeGreaterThanOrEqual(8);
    expect(sources.filter((s) => s === 'client')).toHaveLength(CLIENT_DOCUMENTS.length);
    // A subscription among them (the README's block), and the explorer's mutations.
    expect(documents.some((d) => /^\s*subscription\b/.test(d.text))).toBe(true);
    expect(documents.some((d) => /^\s*mutation\b/.test(d.text))).toBe(true);
  });

  test('maps the custom scalars DateTime and Decimal to string, in results and inputs', () => {
    const scalars = join(dir, 'scalars.ts');
    writeFileSync(scalars, SCALARS);
    expect(typecheck([generated, scalars])).toEqual([]);
    // No field is left untyped.
    expect(readFileSync(generated, 'utf8')).not.toMatch(/\w\??: (any|unknown)\b/);
  });

  test('the generated file and a typed usage of it compile under tsc --strict with no error', () => {
    const usage = join(dir, 'usage.ts');
    writeFileSync(usage, USAGE);
    expect(typecheck([generated, usage])).toEqual([]);
  });

  test('a number for a Decimal and a Date for a DateTime do not compile', () => {
    const misuse = join(dir, 'misuse.ts');
    writeFileSync(misuse, MISUSE);
    const errors = typecheck([generated, misuse]);
    expect(errors.map((e) => [e.file, e.code])).toEqual([
      [misuse, 2322],
      [misuse, 2322],
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining("'number' is not assignable to type 'string'"),
      expect.stringContaining("'Date' is not assignable to type 'string'"),
    ]);
  });
});
