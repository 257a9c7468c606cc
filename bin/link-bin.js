#!/usr/bin/env node
// Run by `npm ci` and `npm install` (prepare): links node_modules/.bin/settlegraph to
// bin/settlegraph.js, so `npx settlegraph` in the project runs it in place. package.json declares
// no `bin` on purpose: npm's exec installs a package that declares the command it is asked for
// into its own cache, copying and building the project on every change (docs/decisions.md,
// "Start in seconds").
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const binDir = path.join(root, 'node_modules', '.bin');
const link = path.join(binDir, 'settlegraph');
const target = path.relative(binDir, path.join(__dirname, 'settlegraph.js'));

fs.mkdirSync(binDir, { recursive: true });
fs.rmSync(link, { force: true });
if (process.platform === 'win32') {
  fs.writeFileSync(`${link}.cmd`, `@node "%~dp0\\${target}" %*\r\n`);
} else {
  fs.symlinkSync(target, link);
}
