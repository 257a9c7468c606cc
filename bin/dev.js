#!/usr/bin/env node
// `npm run dev`: the gateway in watch mode. tsc recompiles what changes into dist/ and Node
// restarts `serve` when a file it loaded changes. The explorer page is built once if it changed;
// for live reload of the page, run `npm run dev:explorer` beside it.
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ensureBuilt } = require('./build-if-changed');

const root = path.join(__dirname, '..');

async function main() {
  if (!(await ensureBuilt({}))) process.exit(1);
  const children = [
    spawn(
      process.execPath,
      [
        require.resolve('typescript/bin/tsc'),
        '-p',
        'tsconfig.build.json',
        '--watch',
        '--preserveWatchOutput',
      ],
      { cwd: root, stdio: 'inherit' },
    ),
    spawn(process.execPath, ['--watch', path.join('dist', 'src', 'cli', 'main.js'), 'serve'], {
      cwd: root,
      stdio: 'inherit',
    }),
  ];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (const child of children)
    child.once('exit', (code) => {
      stop();
      process.exitCode = code ?? 0;
    });
}

void main();
