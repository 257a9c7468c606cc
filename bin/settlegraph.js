#!/usr/bin/env node
// Runs the compiled CLI; `npm ci` builds it (the prepare script).
require('../dist/src/cli/main.js');
