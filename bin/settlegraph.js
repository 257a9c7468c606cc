#!/usr/bin/env node
// The settlegraph command (`npx settlegraph`, linked into node_modules/.bin by bin/link-bin.js):
// builds first what changed since the last build (bin/build-if-changed.js; the explorer page only
// for serve itself), then runs the compiled CLI, so it never runs stale code.
'use strict';
const { ensureBuilt } = require('./build-if-changed');

const [command, ...args] = process.argv.slice(2);
const answersOnly = args.some((a) => a === '--help' || a === '-h' || a === '--version');
ensureBuilt({ serverOnly: command !== 'serve' || answersOnly }).then((built) => {
  if (!built) process.exit(1);
  require('../dist/src/cli/main.js');
});
