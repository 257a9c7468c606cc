#!/usr/bin/env node
// Runs package.json scripts at the same time and fails when any of them fails: `npm test` runs the
// typecheck and the lint this way, each of which is one process on one core (tsc, then eslint and
// prettier), so on two cores the pair takes the longer one's time rather than the sum
// (docs/decisions.md, "Test suite: the crash file's cut-off imports waited for together, the
// checks side by side"). Each script's output is held and written whole once it ends, in the order
// the scripts are named, so two never interleave; a script's stdout and stderr keep their streams.
//
//   node bin/run-side-by-side.js <script> [<script>...]
'use strict';
const { spawn } = require('node:child_process');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('usage: node bin/run-side-by-side.js <script> [<script>...]\n');
  process.exit(2);
}

// npm sets npm_execpath to its own CLI when it runs a script; outside npm, the npm on PATH.
const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm'];

/** One script run to its end: its exit code (1 for a signal) and its output in arrival order. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm.slice(1), 'run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push([process.stdout, chunk]));
    child.stderr.on('data', (chunk) => output.push([process.stderr, chunk]));
    child.on('error', (error) => resolve({ code: 1, output: [[process.stderr, `${error}\n`]] }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
// Started together; written in the order named, each as soon as it and those before it ended.
const runs = scripts.map((script) => ({ script, ended: run(script) }));
(async () => {
  let failed = 0;
  for (const { script, ended } of runs) {
    const { code, output } = await ended;
    for (const [stream, chunk] of output) stream.write(chunk);
    if (code !== 0) {
      process.stderr.write(`${script} failed (exit ${code})\n`);
      failed = failed || code;
    }
  }
  process.stdout.write(
    `\n${scripts.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  process.exitCode = failed;
})();
