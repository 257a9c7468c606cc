// Adding a field to a market touches two files (docs/architecture.md, "Adding a field to a
// resource"): its record (src/domain/records.ts) and its definition (src/resources/market.ts).
// A scratch copy of the repository gets the field in those two files only; it must then typecheck,
// and both the GraphQL schema and the REST OpenAPI document it emits must show the field.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

const REPO = join(__dirname, '..', '..');
const FIELD_DESCRIPTION = 'a second line under the title';

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path, root) : [relative(root, path)];
  });
}

/** Replaces the one place `anchor` stands in a scratch file with `replacement`. */
function edit(scratch: string, file: string, anchor: string, replacement: string): void {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) throw new Error(`${file}: no one "${anchor}"`);
  writeFileSync(path, text.slice(0, at) + replacement + text.slice(at + anchor.length));
}

describe('a field added to the market definition and its record', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'settlegraph-field-'));
    cpSync(join(REPO, 'src'), join(scratch, 'src'), { recursive: true });
    for (const file of ['tsconfig.json', 'package.json']) {
      cpSync(join(REPO, file), join(scratch, file));
    }
    symlinkSync(join(REPO, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  });
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  test('appears in the GraphQL schema and the OpenAPI document, and the copy typechecks', () => {
    edit(
      scratch,
      'src/domain/records.ts',
      '  payoutConditions: string[];\n  settlementEvidence?: SettlementEvidence;',
      '  payoutConditions: string[];\n  subtitle?: string;\n  settlementEvidence?: SettlementEvidence;',
    );
    edit(
      scratch,
      'src/resources/market.ts',
      '    isCombo: With(Bool,',
      `    subtitle: Optional(With(Str, { description: '${FIELD_DESCRIPTION}' })),\n    isCombo: With(Bool,`,
    );

    // The two files, and no other, differ from the repository's.
    const changed = filesBelow(join(scratch, 'src')).filter(
      (file) =>
        readFileSync(join(scratch, 'src', file), 'utf8') !==
        readFileSync(join(REPO, 'src', file), 'utf8'),
    );
    expect(changed.sort()).toEqual(['domain/records.ts', 'resources/market.ts']);

    // One compiler run typechecks the copy and emits what the two emitters run.
    writeFileSync(
      join(scratch, 'tsconfig.field.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { noEmit: false, outDir: 'dist', types: ['node'], sourceMap: false },
        include: ['src'],
        exclude: ['node_modules', 'dist', '**/*.test.ts', 'src/explorer'],
      }),
    );
    execFileSync(
      process.execPath,
      [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.field.json'],
      { cwd: scratch, stdio: 'pipe' },
    );
    const run = (script: string): string =>
      execFileSync(process.execPath, [join(scratch, 'dist', script)], {
        cwd: scratch,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });

    const sdl = run('src/graphql/emit-schema.js');
    const market = /^type Market implements Node \{\n([\s\S]*?)^\}/m.exec(sdl)?.[1] ?? '';
    expect(market).toContain('  """A second line under the title."""\n  subtitle: String\n');

    const openapi = parse(run('src/rest/emit-openapi.js')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(openapi.components.schemas.Market?.properties.subtitle).toEqual({
      type: 'string',
      description: FIELD_DESCRIPTION,
    });
  }, 900_000);
});
