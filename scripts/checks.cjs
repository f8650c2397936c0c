// `npm run lint` and `npm run typecheck`: the static checks, run side by side (one per core) with
// each check's output printed in one piece when it ends. `node scripts/checks.cjs lint typecheck`
// runs both sets in one pool (npm test). Exits non-zero when any check fails.
const os = require('node:os');
const { runCaptured } = require('./lib/run.cjs');

/** Every linted source folder; the per-package Nx `lint` targets cover the same ones. */
const SOURCES = ['contracts/src', 'services/domain/src', 'infra/src', 'infra/bench', 'projections/src', 'services/api/src', 'services/api/bench', 'services/worker/src', 'web/src'];

const CHECKS = {
  lint: [
    { name: 'eslint', command: 'eslint', args: [...SOURCES, 'e2e', 'playwright.config.ts'] },
    { name: 'dependency direction', command: 'depcruise', args: [...SOURCES, '--config', '.dependency-cruiser.cjs'] },
    { name: 'function sizes', command: 'node', args: ['scripts/function-sizes.cjs', '--over', '150'] },
  ],
  typecheck: [
    // Longest first, so the short ones fill the other core.
    { name: 'typecheck backend', command: 'tsc', args: ['-p', 'tsconfig.backend.json'] },
    { name: 'typecheck web', command: 'tsc', args: ['-p', 'web/tsconfig.json'] },
    { name: 'typecheck journeys', command: 'tsc', args: ['-p', 'e2e/tsconfig.json'] },
  ],
};

async function runCheck({ name, command, args }) {
  const { code, output } = await runCaptured(command, args);
  console.log(`${code === 0 ? '✓' : '✗'} ${name}${output.trim() ? `\n${output.trimEnd()}` : ''}`);
  return code === 0;
}

async function runAll(checks, parallel) {
  const queue = [...checks];
  const results = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await runCheck(check));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, checks.length) }, lane));
  return results.every(Boolean);
}

async function main() {
  const kinds = process.argv.slice(2);
  const unknown = kinds.filter((kind) => !CHECKS[kind]);
  if (kinds.length === 0 || unknown.length > 0) {
    console.error(`usage: node scripts/checks.cjs ${Object.keys(CHECKS).join('|')} […]`);
    process.exit(2);
  }
  const ok = await runAll(kinds.flatMap((kind) => CHECKS[kind]), os.availableParallelism());
  process.exit(ok ? 0 : 1);
}

main();
