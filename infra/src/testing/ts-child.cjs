/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader hook: require is what it is for */
// Starts a TypeScript entry of this repository in a plain Node child process (no build): @swc/core
// compiles each .ts file on require, and @autoleasing/* resolve to their sources as in Jest.
// Usage: node ts-child.cjs <entry.ts>. For tests that signal a real api, worker or projections
// process (spawn-ts-child.ts) and for worker threads (TS_CHILD_LOADER), with every
// package and .tsx).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = {
  '@autoleasing/contracts': 'contracts/src',
  '@autoleasing/domain': 'services/domain/src',
  '@autoleasing/infra': 'infra/src',
  '@autoleasing/projections': 'projections/src',
  '@autoleasing/api': 'services/api/src',
  '@autoleasing/worker': 'services/worker/src',
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveSource(request, ...rest) {
  for (const [name, dir] of Object.entries(SOURCES)) {
    if (request === name || request.startsWith(`${name}/`)) return resolve.call(this, path.join(ROOT, dir, request.slice(name.length)), ...rest);
  }
  return resolve.call(this, request, ...rest);
};

const compile = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: filename.endsWith('.tsx') },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require.extensions['.ts'] = compile;
require.extensions['.tsx'] = compile;

// The entry sees the argv it would see when started directly: node, entry, its arguments.
process.argv.splice(1, 1);
require(path.resolve(process.argv[1]));
