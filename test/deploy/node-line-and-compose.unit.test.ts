// The deployment files: the image runs the Active LTS line of Node (.nvmrc names it), `engines`
// admits it and the line CI runs on, and docker-compose publishes nothing beyond this machine
// (docs/decisions.md, "Node line" and "The local stack stays on localhost"). The compose files as
// Compose itself reads them are checked by compose-files.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** `^X.Y.Z || ^…`: the only form `engines` uses, so a reader needs no semver library. */
function admits(range: string, version: string): boolean {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((part) => {
    const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(part.trim());
    if (!caret) throw new Error(`engines.node holds a range other than ^X.Y.Z: ${part}`);
    const [, m, n, p] = caret.map(Number);
    if (major !== m) return false;
    return minor! > n! || (minor === n && patch! >= p!);
  });
}

const nodeLine = read('.nvmrc').trim();
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

test('every stage of the image runs the Node line of .nvmrc', () => {
  expect(nodeLine).toMatch(/^\d+$/);
  const bases = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map(([, image]) => image);
  expect(bases.length).toBeGreaterThan(0);
  for (const image of bases) expect(image).toBe(`node:${nodeLine}-slim`);
});

test('engines admits the image line and the line this process (CI) runs on', () => {
  expect(admits(engines, `${nodeLine}.0.0`)).toBe(true);
  expect(admits(engines, process.version)).toBe(true);
  // Node 20 before 20.19 cannot build the explorer (Vite 8), and odd lines are never LTS.
  expect(admits(engines, '20.18.3')).toBe(false);
  expect(admits(engines, '25.2.0')).toBe(false);
});

test('docker-compose publishes every port on 127.0.0.1 only, and says why', () => {
  const text = read('docker-compose.yml');
  const compose = parse(text) as { services: Record<string, { ports?: string[] }> };
  const ports = Object.values(compose.services).flatMap((service) => service.ports ?? []);
  expect(ports.length).toBeGreaterThan(0);
  for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  expect(text).toContain('sg-demo-key');
  expect(text).toMatch(/127\.0\.0\.1 only/);
});
