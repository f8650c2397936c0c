// Checks that PostgreSQL and Redis answer before anything starts, and says in one line what is
// missing and how to start it — no stack trace.
const net = require('node:net');

const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const HOW_TO_START = {
  postgres: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  redis: "redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save '' --appendonly no",
};

function reachable(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function postgresAnswers(url) {
  const { Client } = require('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Resolves with a list of one-line problems (empty when everything answers). */
async function preflight(env = process.env) {
  const problems = [];
  const db = new URL(env.DATABASE_URL || DEFAULT_DATABASE_URL);
  const redis = new URL(env.REDIS_URL || DEFAULT_REDIS_URL);
  const dbPort = Number(db.port || 5432);
  const redisPort = Number(redis.port || 6379);
  if (!(await reachable(db.hostname, dbPort))) {
    problems.push(`PostgreSQL is not reachable at ${db.hostname}:${dbPort}. Start it with: ${HOW_TO_START.postgres}`);
  } else {
    const error = await postgresAnswers(db.toString());
    if (error) problems.push(`PostgreSQL at ${db.hostname}:${dbPort} refused the connection (${error}). Check DATABASE_URL.`);
  }
  if (!(await reachable(redis.hostname, redisPort))) {
    problems.push(`Redis is not reachable at ${redis.hostname}:${redisPort}. Start it with: ${HOW_TO_START.redis}`);
  }
  return problems;
}

async function preflightOrExit(env = process.env) {
  const problems = await preflight(env);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}

module.exports = { preflight, preflightOrExit };
