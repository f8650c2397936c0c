// Jest global setup of the int tests:
// - the API loads contracts' generated/response-schemas.json, which only the contracts build writes:
//   regenerated here when a contracts source is newer (or it is missing);
// - names this run's template databases (infra/src/testing/test-database.ts). The workers are
//   forked after this and inherit the variable. Templates a killed run left behind are dropped
//   once a day old, so two runs side by side never drop each other's.
const { randomBytes } = require('node:crypto');
const { writeResponseSchemas } = require('../contracts/scripts/response-schemas.cjs');
const { TEMPLATE_RUN_ENV, dropTemplates } = require('./lib/test-templates.cjs');

const DAY_S = 24 * 60 * 60;

module.exports = async () => {
  writeResponseSchemas({ onlyIfStale: true });
  const now = Math.floor(Date.now() / 1000);
  process.env[TEMPLATE_RUN_ENV] ??= `${now}${randomBytes(2).toString('hex')}`;
  await dropTemplates((runStartedAt) => runStartedAt < now - DAY_S);
};
