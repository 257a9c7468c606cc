// Conformance: schemathesis (PyPI, 4.x) fuzzes every operation of schema/openapi.yaml against the
// real app on loopback (memory store, demo catalog), with a key, and must find no server error and
// no response that breaks the document. Excluded checks and why: docs/decisions.md, "Conformance".
// `st` must be installed (.ci/run installs it); without it this test fails, it does not skip.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalogPath } from '../../src/catalog/demo-catalog';
import { parseCatalog } from '../../src/catalog/import-catalog';
import { MemoryStore } from '../../src/store/memory/memory-store';
import { startTestServer, TEST_KEY, type TestServer } from '../support/test-server';

const SCHEMA = join(__dirname, '..', '..', 'schema', 'openapi.yaml');
const ST = process.env.SCHEMATHESIS_BIN ?? 'st';
const INSTALL = "python3 -m pip install 'schemathesis>=4,<5'";

/** Checks that contradict the specification by design (docs/decisions.md, "Conformance"). */
const EXCLUDED_CHECKS = ['positive_data_acceptance', 'unsupported_method'];

/** Fixed seed and bounded examples: the same cases every run, in about a minute on two cores. */
const ARGS = [
  '--checks',
  'all',
  '--exclude-checks',
  EXCLUDED_CHECKS.join(','),
  '--max-examples',
  process.env.SCHEMATHESIS_MAX_EXAMPLES ?? '25',
  '--seed',
  '20261121',
  '--workers',
  '2',
  '--generation-database',
  'none',
  '--continue-on-failure',
  '--no-color',
  '--request-timeout',
  '10',
];

function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  // Asynchronous on purpose: the server under test answers from this same event loop.
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('schemathesis over schema/openapi.yaml and the live server', () => {
  let server: TestServer;
  let workDir: string;

  beforeAll(async () => {
    const demo = parseCatalog(readFileSync(demoCatalogPath(), 'utf8'), 'demo');
    server = await startTestServer(new MemoryStore(), [demo]);
    workDir = mkdtempSync(join(tmpdir(), 'settlegraph-schemathesis-'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('schemathesis 4.x is installed', () => {
    const version = spawnSync(ST, ['--version'], { encoding: 'utf8' });
    if (version.error || version.status !== 0) {
      throw new Error(
        `schemathesis CLI "${ST}" is not runnable (${String(version.error ?? version.stderr)}). ` +
          `Install it with: ${INSTALL}`,
      );
    }
    expect(version.stdout).toMatch(/version 4\./);
  });

  test('every operation, with a key: no server error, no response breaking the schema', async () => {
    const { code, output } = await run(
      ST,
      [
        'run',
        SCHEMA,
        '--url',
        `${server.url}/v1`,
        '-H',
        `Authorization: Bearer ${TEST_KEY}`,
        ...ARGS,
      ],
      workDir,
    ).catch((error: unknown) => {
      throw new Error(`could not start "${ST}" (${String(error)}). Install it with: ${INSTALL}`);
    });
    if (code !== 0) {
      throw new Error(`schemathesis exited with ${String(code)}:\n${output.slice(-20_000)}`);
    }
    expect(output).toMatch(/Tested: (\d+)/);
    // Every operation of the document was exercised.
    const [, selected, total] = /Selected: (\d+)\/(\d+)/.exec(output) ?? [];
    expect(selected).toBe(total);
  }, 240_000);
});
