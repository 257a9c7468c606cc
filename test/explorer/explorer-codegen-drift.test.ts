// src/explorer/api/generated-operations.ts is the output of `npm run codegen:explorer`, checked in
// (docs/architecture.md, "Explorer"): the types of the explorer's GraphQL operations, read from
// schema/schema.graphql and the explorer's documents. The command runs here again, into a
// temporary file, with the committed config: a schema change that breaks an explorer operation
// fails the command, and a generated file that no longer matches fails the comparison.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const REPOSITORY = join(__dirname, '..', '..');
const CONFIG = join(REPOSITORY, 'src', 'explorer', 'codegen.json');
const GENERATED = 'src/explorer/api/generated-operations.ts';

interface CodegenConfig {
  generates: Record<string, unknown>;
}

/**
 * The graphql-codegen command in a child process: it loads an ES-module-only dependency that
 * jest's module system does not (docs/decisions.md, "Dashboard clients").
 */
async function codegenInto(output: string, dir: string): Promise<void> {
  const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as CodegenConfig;
  const target = config.generates[GENERATED];
  if (target === undefined) throw new Error(`${CONFIG} does not generate ${GENERATED}`);
  const file = join(dir, 'codegen.json');
  writeFileSync(file, JSON.stringify({ ...config, generates: { [output]: target } }));
  const bin = join(REPOSITORY, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js');
  try {
    // The config's schema and document paths are the repository's, as `npm run` runs it.
    await promisify(execFile)(process.execPath, [bin, '--config', file], { cwd: REPOSITORY });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run codegen:explorer fails:\n${stderr ?? ''}\n${stdout ?? ''}`);
  }
}

test('the committed generated-operations.ts is what codegen writes from the schema and documents', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-explorer-codegen-'));
  try {
    const output = join(dir, 'generated-operations.ts');
    await codegenInto(output, dir);
    const generated = readFileSync(output, 'utf8');
    // Every operation the explorer sends has its types, the answer's and the variables'.
    expect(generated).toContain('export type ExplorerFamilyQuery = ');
    expect(generated).toContain('export type ExplorerFamilyDiagramQueryVariables = ');
    if (readFileSync(join(REPOSITORY, GENERATED), 'utf8') !== generated) {
      throw new Error(
        `${GENERATED} differs from what codegen writes: run \`npm run codegen:explorer\` and commit the file`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
