// `npm run projections -- status` and friends: build (cached) then run the compiled CLI.
const path = require('node:path');
const { ROOT, buildAll, runOrExit } = require('./lib/run.cjs');
const { preflightOrExit } = require('./lib/preflight.cjs');

async function main() {
  const [entry, ...args] = process.argv.slice(2);
  await preflightOrExit();
  await buildAll();
  await runOrExit(process.execPath, [path.join(ROOT, entry), ...args]);
}

main();
