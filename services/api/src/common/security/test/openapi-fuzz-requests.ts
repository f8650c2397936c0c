import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz test reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}
interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
interface OpenApiSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  format?: string;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}
export interface FuzzOperation {
  path: string;
  method: string;
  operation: OpenApiOperation;
}
export interface FuzzRequest {
  actor: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The JSON text sent (may be deliberately broken), or undefined for no body. */
  body?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** Texts that broke or could break a handler: control characters, bad Unicode, injections, edge numbers. */
const HOSTILE_TEXT = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'a'.repeat(25_000),
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  'true',
  'null',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%',
  '%%20',
  '😀',
  '=SUM(A1)',
  '__proto__',
  'constructor',
);
const TEXT = fc.oneof(HOSTILE_TEXT, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.uuid());
const NUMBER = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 53), 1e308, 0.1));
const ANY_JSON = fc.jsonValue({ maxDepth: 3 });

function resolve(document: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop() as string]);
  if (schema.allOf?.length) return resolve(document, schema.allOf[0]);
  if (schema.oneOf?.length) return resolve(document, schema.oneOf[0]);
  return schema;
}

/** Ids of rows the database holds (dealers, banks, deals…), so requests get past "not found". */
let knownIds: fc.Arbitrary<string> = fc.uuid();

export function useKnownIds(ids: string[]): void {
  knownIds = ids.length ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
}

/** A value shaped like the schema most of the time, and of any other shape sometimes. */
function valueFor(document: OpenApiDocument, raw: OpenApiSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const shaped = schema.format === 'uuid' ? knownIds : shapedValueFor(document, schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: TEXT, weight: 1 }, { arbitrary: ANY_JSON, weight: 1 });
}

function shapedValueFor(document: OpenApiDocument, schema: OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 4 }, { arbitrary: TEXT, weight: 1 });
  switch (schema.type) {
    case 'integer':
    case 'number':
      return NUMBER;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(document, schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(document, schema, depth + 1);
    case 'string':
      return TEXT;
    default:
      return schema.properties ? objectFor(document, schema, depth + 1) : ANY_JSON;
  }
}

function objectFor(document: OpenApiDocument, schema: OpenApiSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(document, property, depth)]));
  return fc.record(properties, { requiredKeys: [] });
}

/** Percent-encodes any text, including lone surrogates encodeURIComponent refuses. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9_.~-]/g, (c) => encodeURIComponent(c));
  }
}

const BROKEN_JSON = fc.constantFrom('{', '[1,', '{"a":1}{', '"\\ud800"', '{"__proto__":{"x":1}}', `${'['.repeat(3000)}${']'.repeat(3000)}`, 'null', '[]', '""', '0');

/** Random requests to one operation: path and query parameters, JSON body and the calling role. */
export function fuzzRequestFor(document: OpenApiDocument, { path, method, operation }: FuzzOperation, actors: string[]): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const pathValues = fc.tuple(...pathParameters.map((p) => fc.oneof({ arbitrary: knownIds, weight: 2 }, { arbitrary: valueFor(document, p.schema), weight: 1 })));
  const queryValues = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, valueFor(document, p.schema)])), { requiredKeys: [] });
  const body: fc.Arbitrary<string | undefined> = bodySchema
    ? fc.oneof({ arbitrary: valueFor(document, bodySchema).map((v) => JSON.stringify(v) ?? 'null'), weight: 5 }, { arbitrary: BROKEN_JSON, weight: 1 })
    : method === 'get'
      ? fc.constant(undefined)
      : fc.option(ANY_JSON.map((v) => JSON.stringify(v)), { nil: undefined });
  return fc.record({ actor: fc.constantFrom(...actors), pathValues, queryValues, body }).map(({ actor, pathValues: values, queryValues: query, body: text }) => {
    let url = path;
    pathParameters.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encode(values[i]) || 'x');
    });
    const search = Object.entries(query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
      .join('&');
    return { actor, method: method.toUpperCase() as FuzzRequest['method'], url: search ? `${url}?${search}` : url, body: text };
  });
}
