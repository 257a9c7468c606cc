// A real Redis for the tests, as the embedded Neo4j is one: Debian's redis-server
// (REDIS_SERVER_PATH, else /usr/bin/redis-server) on a free loopback port, with no persistence,
// ready once it answers PING. `stop()` ends it; `kill()` sends SIGKILL (an outage); a Redis started
// again with the same `port` is the one the gateways reconnect to.
import { spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export async function startRedis(options: { port?: number } = {}): Promise<TestRedis> {
  const port = options.port ?? (await freePort());
  const binary = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server (${binary}) did not start on port ${port}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
