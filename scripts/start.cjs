// `npm start`: checks PostgreSQL and Redis, builds (cached), migrates (creating the database when
// missing), then runs api + worker + projections and serves everything on one port
// (default http://localhost:3000). An empty catalogue is filled with demo data by the worker.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ROOT, buildAll, runOrExit } = require('./lib/run.cjs');
const { preflightOrExit } = require('./lib/preflight.cjs');

const PORT = Number(process.env.PORT || 3000);
const BASE = `http://localhost:${PORT}`;
const INITIAL_JOB = 'maintenance--initial-demo-data';

const PROCESSES = [
  { name: 'api', entry: 'services/api/dist/main.js' },
  { name: 'worker', entry: 'services/worker/dist/main.js' },
  { name: 'projections', entry: 'projections/dist/cli.js', args: ['run'] },
];

const children = [];
let stopping = false;

function launch({ name, entry, args = [] }) {
  const child = spawn(process.execPath, [path.join(ROOT, entry), ...args], {
    cwd: ROOT,
    env: { SEED_ON_START: 'demo', ...process.env, PORT: String(PORT), APP_NAME: `autoleasing-${name}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping the others.`);
    shutdown(1);
  });
  children.push(child);
}

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

async function waitFor(check, timeoutMs, label) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return false;
    try {
      if (await check()) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`[start] gave up waiting for ${label} after ${timeoutMs / 1000} s`);
  return false;
}

async function main() {
  await preflightOrExit();
  if (process.env.SKIP_BUILD !== '1') await buildAll();
  await runOrExit(process.execPath, [path.join(ROOT, 'projections/dist/cli.js'), 'migrate']);
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  for (const spec of PROCESSES) launch(spec);

  if (!(await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 90_000, 'the api'))) return shutdown(1);
  let reported = -1;
  await waitFor(
    async () => {
      const response = await fetch(`${BASE}/api/v1/jobs/${INITIAL_JOB}`);
      if (response.status === 404) return true; // catalogue was not empty: nothing to wait for
      const job = await response.json();
      if (job.progress !== reported && job.state !== 'completed') {
        reported = job.progress;
        console.log(`[start] loading demo data: ${job.progress} %`);
      }
      if (job.state === 'failed') throw new Error('demo data job failed');
      return job.state === 'completed';
    },
    300_000,
    'the demo data',
  );
  console.log(`
[start] autoleasing is running at ${BASE}
[start] demo logins (password Leasing2026!): privat@autoleasing.example (Privatkunde), gewerbe@autoleasing.example (Gewerbekunde),
[start]   haendler@autoleasing.example (Händler), admin@autoleasing.example (Admin). API docs: ${BASE}/api/docs — Ctrl+C stops.`);
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  shutdown(1);
});
