// A real nginx (Debian's package: NGINX_PATH, else /usr/sbin/nginx) running a configuration of
// the repository with its upstream and listen addresses moved to loopback, the way the test setup
// starts Neo4j and redis-server. The file is the one a deployment mounts: only addresses are
// substituted, each of which must occur once, and the paths nginx writes to (temporary bodies,
// the pid file, the error log) are put in a directory of the test's own. The access log goes
// where the file sends it, /dev/stdout, which is a file here (node's pipes are sockets, which
// /dev/stdout cannot open): `lines()` reads it.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './redis-server';

export interface TestNginx {
  url: string;
  /** The access log's lines so far. */
  lines(): string[];
  stop(): Promise<void>;
}

/** `text` with `from` replaced by `to`, which must occur exactly once. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(`the nginx configuration holds "${from}" ${count} times, not once`);
  return text.replace(from, to);
}

/**
 * Runs `configFile` with each key of `upstreams` (`gateway-1:8080`) replaced by its loopback
 * address and `listen <port>;` by a free loopback port; ready once `readyPath` answers 200.
 */
export async function startNginx(
  configFile: string,
  listen: number,
  upstreams: Record<string, string>,
  readyPath: string,
): Promise<TestNginx> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'settlegraph-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temporary directories in it.
  chmodSync(dir, 0o755);
  let config = replaceOnce(
    readFileSync(configFile, 'utf8'),
    `listen ${listen};`,
    `listen 127.0.0.1:${port};`,
  );
  for (const [name, address] of Object.entries(upstreams))
    config = replaceOnce(config, `server ${name} `, `server ${address} `);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join(' ');
  config = replaceOnce(config, 'http {', `http { ${temporary}`);
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(configPath, config);

  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const accessLog = join(dir, 'access.log');
  const stdout = openSync(accessLog, 'a');
  const child = spawn(
    binary,
    [
      '-p',
      dir,
      '-c',
      configPath,
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', stdout, 'pipe'] },
  );
  closeSync(stdout);
  const lines = () => readFileSync(accessLog, 'utf8').split('\n').slice(0, -1);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const failed = new Promise<void>((resolve) =>
    child.once('error', (e) => {
      errors += String(e);
      resolve();
    }),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, failed]);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${url}${readyPath}`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return { url, lines, stop };
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx (${binary}) did not answer ${readyPath} on port ${port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
