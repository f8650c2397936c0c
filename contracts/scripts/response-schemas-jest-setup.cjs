// Jest global setup of the int tests: the API loads dist/response-schemas.json, which only the
// contracts build writes; regenerate it here when a contracts source is newer (or it is missing).
const { writeResponseSchemas } = require('./response-schemas.cjs');

module.exports = async () => {
  writeResponseSchemas({ onlyIfStale: true });
};
