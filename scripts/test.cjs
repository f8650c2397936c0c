// `npm test`: every tier in order — lint (incl. dependency direction), typecheck, unit + web +
// integration tests (Jest, real PostgreSQL/Redis/BullMQ), build, and the Playwright journeys in
// Debian Chromium against the app started on its own port and database. Ends with one summary line.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, run, buildAll } = require('./lib/run.cjs');
const { preflightOrExit } = require('./lib/preflight.cjs');

const E2E_PORT = process.env.E2E_PORT || '3100';
/** Integration suites that must run alone (`*.solo.int.spec.ts`), after the others. */
const SOLO = '\\.solo\\.int\\.spec\\.ts$';
// E2E_DATABASE lets two checkouts of the project run their journeys side by side on one server.
const E2E_DATABASE = process.env.E2E_DATABASE || 'autoleasing_e2e';

function step(title) {
  console.log(`\n=== ${title} ===`);
}

async function resetE2eDatabase() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${E2E_DATABASE}" WITH (FORCE)`);
  await client.end();
}

function countJest(file) {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return null;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

async function main() {
  const only = process.argv[2]; // optional: lint | unit | int | e2e
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'autoleasing-test-'));
  const jestReport = path.join(tmp, 'jest.json');
  const jestSoloReport = path.join(tmp, 'jest-solo.json');
  const playwrightReport = path.join(tmp, 'playwright.json');
  let failedStep = null;
  await preflightOrExit();

  if (!only || only === 'lint') {
    // One pool for both sets: the longest checks (the typecheck programs) start first.
    step('typecheck, lint and dependency direction');
    if ((await run('node', ['scripts/checks.cjs', 'typecheck', 'lint'])) !== 0) failedStep ??= 'lint or typecheck';
  }
  if (!only || only === 'unit' || only === 'int') {
    step('unit, web and integration tests (Jest)');
    const projects = only === 'unit' ? ['unit', 'web'] : only === 'int' ? ['int'] : ['unit', 'web', 'int'];
    const code = await run('jest', ['--ci', '-w', '2', '--selectProjects', ...projects, `--testPathIgnorePatterns=${SOLO}`, '--json', `--outputFile=${jestReport}`], {
      env: { NODE_ENV: 'test' },
    });
    if (code !== 0) failedStep ??= 'jest';
    if (projects.includes('int')) {
      // Suites that start many processes (two of each in scale-out) run alone: beside another
      // suite they could take more than PostgreSQL's 100 connections.
      const solo = await run('jest', ['--ci', '-w', '1', '--selectProjects', 'int', `--testPathPatterns=${SOLO}`, '--json', `--outputFile=${jestSoloReport}`], {
        env: { NODE_ENV: 'test' },
      });
      if (solo !== 0) failedStep ??= 'jest';
    }
  }
  if (!only || only === 'e2e') {
    step('build');
    await buildAll();
    step('browser journeys (Playwright, Debian Chromium)');
    await resetE2eDatabase();
    const code = await run('playwright', ['test'], {
      env: {
        PORT: E2E_PORT,
        BASE_URL: `http://localhost:${E2E_PORT}`,
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:5432/${E2E_DATABASE}`,
        QUEUE_PREFIX: `autoleasing-e2e-${process.pid}`,
        SEED_ON_START: 'demo',
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    });
    if (code !== 0) failedStep ??= 'playwright';
  }

  const totals = [countJest(jestReport), countJest(jestSoloReport), countPlaywright(playwrightReport)].filter(Boolean);
  const sum = (k) => totals.reduce((n, t) => n + t[k], 0);
  console.log(`\nTests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
  if (failedStep) {
    console.error(`npm test failed in: ${failedStep}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
