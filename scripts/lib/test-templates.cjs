// The int tests' template databases (infra/src/testing/test-database.ts): named
// autoleasing_tmpl_<run>_<owners>, where <run> starts with the run's start in epoch seconds.
const { Client } = require('pg');

const TEMPLATE_RUN_ENV = 'TEST_TEMPLATE_RUN';
const TEMPLATE_NAME = /^autoleasing_tmpl_(\d{10})[0-9a-f]*_[0-9a-f]+$/;

/** Drops the templates `which(runStartedAtEpochSeconds, name)` picks. */
async function dropTemplates(which) {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'autoleasing\\_tmpl\\_%'`);
    for (const { datname } of rows) {
      const match = TEMPLATE_NAME.exec(datname);
      if (!match || !which(Number(match[1]), datname)) continue;
      await admin.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

module.exports = { TEMPLATE_RUN_ENV, dropTemplates };
