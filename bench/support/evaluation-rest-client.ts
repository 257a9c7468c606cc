// The client of the REST evaluation benchmark (evaluation-rest.bench.ts), in a process of its own
// as a real client is: building the 2.3 MB body, sending it and reading the 1.4 MB answer would
// otherwise run on the served event loop and count in the server's CPU. Forked by
// evaluationRestClient() below with the gateway's address and the book's size as arguments; each
// run is a message, answered with the wall times of its evaluations, the /healthz times meanwhile
// and this process's CPU for the run.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { evaluationRequestBody, type EvaluationBookSize } from './evaluation-book';

interface ClientArgs {
  readonly url: string;
  readonly key: string;
  readonly size: EvaluationBookSize;
}

type Request = { type: 'run'; concurrent: number; readMin: boolean } | { type: 'stop' };

export interface ClientRun {
  /** Each evaluation's wall time as the client saw it, ms. */
  readonly evaluationMs: number[];
  /** Each GET /healthz answered while the evaluations ran, ms. */
  readonly healthMs: number[];
  /** This process's CPU (user + system) for the run, ms. */
  readonly cpuMs: number;
  /** SHA-256 of each answer's text, every `as_of` masked (A/B: the same answer). */
  readonly digests: string[];
  /** The first answer's baseline min of its one book, when asked. */
  readonly min: string | undefined;
}

type Reply = ({ type: 'ran' } & ClientRun) | { type: 'failed'; message: string };

export interface EvaluationRestClient {
  run(concurrent: number, readMin?: boolean): Promise<ClientRun>;
  stop(): Promise<void>;
}

export function evaluationRestClient(args: ClientArgs): EvaluationRestClient {
  const child = fork(path.join(__dirname, 'evaluation-rest-client.js'), [JSON.stringify(args)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((reply: Reply) => void)[] = [];
  let exited: Error | undefined;
  child.on('message', (reply: Reply) => waiting.shift()?.(reply));
  const gone = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = new Error(`the evaluation client process exited (${code ?? signal})`);
      for (const answer of waiting.splice(0)) answer({ type: 'failed', message: exited.message });
      resolve();
    }),
  );
  return {
    async run(concurrent, readMin = false) {
      if (exited) throw exited;
      const reply = new Promise<Reply>((resolve) => waiting.push(resolve));
      child.send({ type: 'run', concurrent, readMin } satisfies Request);
      const answer = await reply;
      if (answer.type === 'failed') throw new Error(answer.message);
      return answer;
    },
    async stop() {
      if (exited) return;
      child.send({ type: 'stop' } satisfies Request);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

function main(args: ClientArgs): void {
  const send = (reply: Reply) => process.send!(reply);
  const body = JSON.stringify(evaluationRequestBody(args.size));
  const post = async () => {
    const start = performance.now();
    const res = await fetch(`${args.url}/v1/evaluations:run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${args.key}`, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`evaluation: ${res.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - start, text };
  };
  const run = async (concurrent: number, readMin: boolean): Promise<ClientRun> => {
    const cpu = process.cpuUsage();
    const healthMs: number[] = [];
    let done = false;
    const health = (async () => {
      while (!done) {
        const start = performance.now();
        const res = await fetch(`${args.url}/healthz`);
        await res.text();
        healthMs.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const answered = await Promise.all(Array.from({ length: concurrent }, () => post()));
    done = true;
    await health;
    const used = process.cpuUsage(cpu);
    const min = readMin
      ? (JSON.parse(answered[0]!.text) as { baseline: { books: { min: { value: string } }[] } })
          .baseline.books[0]!.min.value
      : undefined;
    return {
      evaluationMs: answered.map((a) => a.ms),
      digests: answered.map((a) =>
        createHash('sha256')
          .update(a.text.replace(/"as_of":"[^"]*"/g, '"as_of":""'))
          .digest('hex'),
      ),
      healthMs,
      cpuMs: (used.user + used.system) / 1000,
      min,
    };
  };
  process.on('message', (request: Request) => {
    if (request.type === 'run')
      run(request.concurrent, request.readMin).then(
        (ran) => send({ type: 'ran', ...ran }),
        (error: unknown) => send({ type: 'failed', message: (error as Error).message }),
      );
    else {
      process.disconnect();
      process.exit(0);
    }
  });
}

if (require.main === module) main(JSON.parse(process.argv[2]!) as ClientArgs);
