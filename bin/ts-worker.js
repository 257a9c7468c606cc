// A worker thread's entry when the service runs from its TypeScript sources (under jest, whose
// transform does not reach worker threads): .ts files are compiled on require with @swc/core,
// as jest.config.js compiles them, and the worker module named by the pool is loaded.
// From dist/ (production) the pool loads its compiled .js worker directly and this file is unused
// (docs/decisions.md, "Evaluation off the event loop").
'use strict';
const { readFileSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

module.exports = require(workerData.tsWorker);
