// Jest global teardown of the int tests: drops this run's template databases.
const { TEMPLATE_RUN_ENV, dropTemplates } = require('./lib/test-templates.cjs');

module.exports = async () => {
  const run = process.env[TEMPLATE_RUN_ENV];
  if (run) await dropTemplates((_, name) => name.startsWith(`autoleasing_tmpl_${run}_`));
};
