// The settlegraph command as users run it: the compiled CLI (npm test builds it first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smallCatalogJson } from '../fixtures/small-catalog';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'src', 'cli', 'main.js');
const env = { ...process.env, NEO4J_URI: '', SETTLEGRAPH_API_KEYS: '', SETTLEGRAPH_CATALOG: '' };

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build (npm test does)`);
});

function writeJson(name: string, value: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-cli-'));
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

test('import validates a good catalog and reports what it wrote', () => {
  const file = writeJson('good.json', smallCatalogJson());
  const run = spawnSync(process.execPath, [cli, 'import', file], { env, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(`${file}: `);
  expect(run.stdout).toMatch(/\d+ records written/);
});

test('import of a bad catalog exits 1 and lists every problem with its JSON path', () => {
  const json = smallCatalogJson() as any;
  json.markets[0].event_ids.push('evt-missing');
  json.events[0].family_ids = ['fam-missing'];
  const file = writeJson('bad.json', json);
  const run = spawnSync(process.execPath, [cli, 'import', file], { env, encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('bad.json has 2 problem(s); nothing was imported');
  expect(run.stderr).toContain('$.markets[0].event_ids[2]: unknown event "evt-missing"');
  expect(run.stderr).toContain('$.events[0].family_ids[0]: unknown family "fam-missing"');
});

test('import without files prints usage and exits 2', () => {
  const run = spawnSync(process.execPath, [cli, 'import'], { env, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('usage: settlegraph');
});

test('serve loads SETTLEGRAPH_CATALOG, serves /v1 with the configured key, and stops on SIGTERM', async () => {
  const file = writeJson('serve.json', smallCatalogJson());
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      SETTLEGRAPH_CATALOG: file,
      SETTLEGRAPH_API_KEYS: JSON.stringify([{ key: 'cli-test-key-1', scopes: [] }]),
      LOG_LEVEL: 'silent',
    },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no serving line in: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/\S+)\/v1/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  try {
    expect(output).not.toContain('demo API key');
    const ok = await fetch(`${url}/v1/families`, {
      headers: { authorization: 'Bearer cli-test-key-1' },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).items.map((f: any) => f.family_id)).toEqual([
      'fam-btc',
      'fam-fed',
    ]);
    const demoKey = await fetch(`${url}/v1/families`, {
      headers: { authorization: 'Bearer sg-demo-key' },
    });
    expect(demoKey.status).toBe(401);
  } finally {
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
});

test('serve without configuration loads the demo catalog and prints the demo key', async () => {
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no serving line in: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/\S+)\/v1[\s\S]*demo API key[^:]*: (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  try {
    expect(output).toContain('demo API key (SETTLEGRAPH_API_KEYS is unset): sg-demo-key');
    const res = await fetch(`${url}/v1/markets?market_id=mkt-fed-dec26-cut25`, {
      headers: { authorization: 'Bearer sg-demo-key' },
    });
    expect(((await res.json()) as any).items).toHaveLength(1);
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});
