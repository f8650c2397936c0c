// Generates the JSON Schemas of the API's response bodies from the TypeScript types in
// src/http/response-bodies.ts (ResponseBodies), as OpenAPI 3.0 component schemas, into
// generated/response-schemas.json. Run by `nx build contracts`; the int tests' global setup runs it
// when the file is older than the sources (they map the packages to their sources, not to dist).
// Not in dist: the build empties dist first, and a build started by a test (the SSR spec builds the
// web) must not take the file away from the API under test in another worker.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const OUTPUT = path.join(ROOT, 'generated', 'response-schemas.json');
const SOURCE = path.join(ROOT, 'src', 'http', 'response-bodies.ts');
const DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';

/** Component names allow letters, digits, `.`, `-` and `_` only (generic instances carry `<>`). */
const componentName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');

/** JSON Schema (draft 7) to OpenAPI 3.0: refs, nullable types, const. */
function toOpenApi(node) {
  if (Array.isArray(node)) return node.map(toOpenApi);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = COMPONENTS + componentName(decodeURIComponent(value.slice(DEFINITIONS.length)));
    else if (key === 'const') out.enum = [value];
    else out[key] = toOpenApi(value);
  }
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    if (types.length < out.type.length) out.nullable = true;
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
  }
  const nullIndex = (out.anyOf ?? []).findIndex((s) => s.type === 'null');
  if (nullIndex >= 0) {
    out.anyOf.splice(nullIndex, 1);
    if (out.anyOf.length === 1 && Object.keys(out).length === 1) return { allOf: out.anyOf, nullable: true };
    out.nullable = true;
  }
  return out;
}

/** { name: schema } for every entry of ResponseBodies and every type they reference. */
function generateResponseSchemas() {
  const { createGenerator } = require('ts-json-schema-generator');
  const schema = createGenerator({
    path: SOURCE,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    type: 'ResponseBodies',
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: true,
  }).createSchema('ResponseBodies');
  const schemas = {};
  for (const [name, definition] of Object.entries(schema.definitions ?? {})) schemas[componentName(name)] = toOpenApi(definition);
  for (const [name, property] of Object.entries(schema.properties)) {
    const converted = toOpenApi(property);
    if (converted.$ref !== COMPONENTS + name) schemas[name] = converted;
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

function newestSource(dir = path.join(ROOT, 'src')) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs);
  }, 0);
}

/** Writes the file; with `onlyIfStale`, only when a source is newer than it. */
function writeResponseSchemas({ onlyIfStale = false } = {}) {
  if (onlyIfStale && fs.existsSync(OUTPUT) && fs.statSync(OUTPUT).mtimeMs >= newestSource()) return OUTPUT;
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  // Written aside and renamed: a reader sees the old file or the new one, never half of one.
  const partial = `${OUTPUT}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(generateResponseSchemas(), null, 1)}\n`);
  fs.renameSync(partial, OUTPUT);
  return OUTPUT;
}

module.exports = { writeResponseSchemas, RESPONSE_SCHEMAS_FILE: OUTPUT };

if (require.main === module) writeResponseSchemas();
