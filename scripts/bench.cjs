// `npm run bench -- <name>`: builds (cached) and runs <package>/bench/<name>.bench.ts, compiled
// with the package's src to <package>/dist-bench, which prints a table and a JSON line of figures.
// Benchmarks live beside a package's src, not in it: the product's build never contains them.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, buildAll, runOrExit } = require('./lib/run.cjs');
const { preflightOrExit } = require('./lib/preflight.cjs');

const PACKAGES = ['infra', 'projections', 'services/api', 'services/worker'];

function benchFiles() {
  return PACKAGES.flatMap((pkg) => {
    const dir = path.join(ROOT, pkg, 'bench');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => ({ name: f.replace(/\.bench\.ts$/, ''), file: path.join(ROOT, pkg, 'dist-bench/bench', f.replace(/\.ts$/, '.js')) }));
  });
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const benches = benchFiles();
  const bench = benches.find((b) => b.name === name);
  if (!bench) {
    console.error(`Unknown benchmark "${name ?? ''}". Available: ${benches.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
  await preflightOrExit();
  await buildAll();
  await runOrExit('nx', ['run-many', '-t', 'build-bench', '--outputStyle=static'], { env: { NX_TUI: 'false', NX_NO_CLOUD: 'true' } });
  await runOrExit(process.execPath, ['--expose-gc', bench.file, ...args], { env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
}

main();
