import { readFileSync } from 'node:fs';
import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiProduces, ApiResponse, type ApiResponseOptions, type OpenAPIObject } from '@nestjs/swagger';
import type { ApiErrorBody, ResponseBodies, ResponseBodyName } from '@autoleasing/contracts';

/**
 * Response bodies in the OpenAPI document, with one owner: the TypeScript types of
 * `@autoleasing/contracts` (ResponseBodies). The contracts build generates their JSON Schemas
 * (contracts/scripts/response-schemas.cjs); `withResponseSchemas` adds them to the document's
 * components and `@RespondsWith('Name')` points an operation at one.
 */
const SCHEMAS_FILE = '@autoleasing/contracts/response-schemas.json';

/** A handler may answer the type itself or its JSON text (the catalogue caches serialised answers). */
type Answer<K extends ResponseBodyName> = ResponseBodies[K] | string;
type HandlerOf<K extends ResponseBodyName> = (...args: never[]) => Answer<K> | Promise<Answer<K>>;

export interface RespondsWithOptions {
  status?: number;
  description?: string;
}

/**
 * Documents the operation's JSON body as the contracts type `name`; the compiler checks that the
 * handler returns that type (or a string of JSON text).
 */
export function RespondsWith<K extends ResponseBodyName>(name: K, options: RespondsWithOptions = {}) {
  return <T extends HandlerOf<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    ApiResponse({ status: options.status ?? HttpStatus.OK, description: options.description ?? name, schema: { $ref: `#/components/schemas/${name}` } })(target, key, descriptor);
  };
}

type HandlerOrError<K extends ResponseBodyName> = (...args: never[]) => Answer<K> | ApiErrorBody | Promise<Answer<K> | ApiErrorBody>;

/**
 * RespondsWith for a handler that answers one error itself (it sets the status on the reply and
 * returns an ApiErrorBody, e.g. 429 with Retry-After): documents both answers.
 */
export function RespondsWithOrError<K extends ResponseBodyName>(name: K, error: { status: number; description: string }, options: RespondsWithOptions = {}) {
  return <T extends HandlerOrError<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    ApiResponse({ status: options.status ?? HttpStatus.OK, description: options.description ?? name, schema: { $ref: `#/components/schemas/${name}` } })(target, key, descriptor);
    ApiResponse({ status: error.status, description: error.description, schema: { $ref: '#/components/schemas/ApiErrorBody' } })(target, key, descriptor);
  };
}

/** An answer that is a file or a text that is not JSON (CSV, XLSX, PDF, ZIP, XML, images). */
export function RespondsWithFile(contentTypes: string | string[], description: string, status: number = HttpStatus.OK): MethodDecorator {
  const types = Array.isArray(contentTypes) ? contentTypes : [contentTypes];
  return applyDecorators(
    ApiProduces(...types),
    ApiResponse({ status, description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }),
  );
}

/**
 * An answer with no body: 204, a redirect (3xx with a Location header), or another status sent
 * empty (the analytics beacon's 202), which `x-no-body` marks.
 */
export function RespondsWithoutBody(status: number, description: string): MethodDecorator {
  const redirect = status >= 300 && status < 400;
  const marked = status !== HttpStatus.NO_CONTENT && !redirect;
  return ApiResponse({
    status,
    description,
    ...(redirect ? { headers: { location: { description: 'Ziel der Weiterleitung', schema: { type: 'string' } } } } : {}),
    ...(marked ? { 'x-no-body': true } : {}),
  } as ApiResponseOptions);
}

/** Adds the generated response schemas to the document's components (a name may not be taken twice). */
export function withResponseSchemas(document: OpenAPIObject): OpenAPIObject {
  const generated = JSON.parse(readFileSync(require.resolve(SCHEMAS_FILE), 'utf8')) as Record<string, object>;
  const schemas = { ...(document.components?.schemas ?? {}) };
  for (const [name, schema] of Object.entries(generated)) {
    if (name in schemas) throw new Error(`OpenAPI: the schema name ${name} is both a request DTO and a contracts response type`);
    schemas[name] = schema;
  }
  return { ...document, components: { ...document.components, schemas } };
}
