import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { declaredQueryParameters, isQueryDto, queryRestOf } from '../http/query-dto';
import { ignoreOtherKeys } from '../http/query-values';

/**
 * Issue 22, item 5: every operation of the OpenAPI document documents what it answers (a JSON
 * schema from the contracts, a file's content type, or no body), and every query parameter a
 * handler reads is listed. Modules (folders under src/modules) not converted yet are listed
 * here (a folder that no longer exists fails the run); the list only shrinks.
 */
const NOT_YET_DOCUMENTED_MODULES: readonly string[] = [];

/**
 * Routes that are deliberately not in the document (`@ApiExcludeController`/`@ApiExcludeEndpoint`),
 * as `Controller.method`, each with its reason. Any other route without an operation fails.
 */
const NOT_IN_THE_DOCUMENT: Readonly<Record<string, string>> = {
  // Dev-only HTML page of the mails that would have gone out (and its attachments): 404 in
  // production, so no client of the API may rely on it.
  'ListDevOutboxHttpController.list': 'dev-only HTML page, 404 in production',
  'GetDevOutboxAttachmentHttpController.attachment': 'dev-only attachment download of that page, 404 in production',
};

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }>; 'x-no-body'?: boolean }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const MODULES_DIR = join(__dirname, '../../modules');

/** The classes the folder's controller files export (the same classes the app runs: one module registry). */
async function controllersIn(folder: string): Promise<unknown[]> {
  const files = readdirSync(join(MODULES_DIR, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('controller.ts'));
  const modules = await Promise.all(files.map((file) => import(join(MODULES_DIR, folder, file)) as Promise<object>));
  return modules.flatMap((module) => Object.values(module));
}

let t: ApiTestApp;
let document: Document;
let routes: { controller: Function; method: string }[];

beforeAll(async () => {
  t = await startApiTestApp('openapi-coverage');
  document = (await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const excluded = new Set((await Promise.all(NOT_YET_DOCUMENTED_MODULES.map(controllersIn))).flat());
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()].map((wrapper) => wrapper.metatype as Function));
  routes = [...new Set(controllers)]
    .filter((controller) => !excluded.has(controller))
    .flatMap((controller) =>
      Object.getOwnPropertyNames(controller.prototype)
        .filter((method) => Reflect.getMetadata(METHOD_METADATA, controller.prototype[method]) !== undefined)
        .map((method) => ({ controller, method })),
    );
}, 120_000);
afterAll(async () => t?.close());

function operationOf(controller: Function, method: string): Operation | undefined {
  const id = `${controller.name}_${method}`;
  return Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation.operationId === id);
}

/** A 2xx/3xx answer with a resolvable JSON schema, a non-JSON content type, or no body (204, 3xx, or marked x-no-body). */
function documentsItsAnswer(operation: Operation): boolean {
  return Object.entries(operation.responses).some(([status, response]) => {
    const code = Number(status);
    if (code < 200 || code >= 400) return false;
    if (code === 204 || code >= 300 || response['x-no-body'] === true) return true;
    return Object.entries(response.content ?? {}).some(([type, { schema }]) => {
      if (!type.includes('json')) return true;
      const ref = schema?.$ref;
      return ref === undefined ? schema !== undefined : ref.split('/').pop()! in document.components.schemas;
    });
  });
}

/** A handler's query arguments: `@Query('name')` (named) or the class of a `@Query()` argument (dto). */
function queryArguments(controller: Function, method: string): { named: string[]; dtos: Function[] } {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as Function[];
  const named: string[] = [];
  const dtos: Function[] = [];
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY) continue;
    if (typeof arg.data === 'string') named.push(arg.data);
    else dtos.push(types[arg.index]);
  }
  return { named, dtos };
}

/** The names of the operation's query parameters in the document. */
function listedQueryParameters(operation: Operation): Set<string> {
  return new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
}

it('has an operation for every route, except the commented allow-list', () => {
  const names = routes.map(({ controller, method }) => `${controller.name}.${method}`);
  const missing = routes.filter(({ controller, method }) => !operationOf(controller, method) && !(`${controller.name}.${method}` in NOT_IN_THE_DOCUMENT));
  expect(missing.map(({ controller, method }) => `${controller.name}.${method}`)).toEqual([]);
  // An entry whose route is gone or now documented is stale: the list only shrinks.
  const stale = Object.keys(NOT_IN_THE_DOCUMENT).filter((name) => !names.includes(name) || routes.some((r) => `${r.controller.name}.${r.method}` === name && operationOf(r.controller, r.method)));
  expect(stale).toEqual([]);
});

it('documents the answer of every operation (outside the modules not converted yet)', () => {
  const missing = routes.filter(({ controller, method }) => {
    const operation = operationOf(controller, method);
    return operation === undefined ? !(`${controller.name}.${method}` in NOT_IN_THE_DOCUMENT) : !documentsItsAnswer(operation);
  });
  expect(missing.map(({ controller, method }) => `${controller.name}.${method}`)).toEqual([]);
});

it('reads the query only through query DTOs, and lists every parameter they declare', () => {
  const problems: string[] = [];
  for (const { controller, method } of routes) {
    const { named, dtos } = queryArguments(controller, method);
    for (const name of named) problems.push(`${controller.name}.${method}: @Query('${name}') instead of a query DTO`);
    const operation = operationOf(controller, method);
    if (!operation) continue;
    const listed = listedQueryParameters(operation);
    for (const dto of dtos) {
      const declared = declaredQueryParameters(dto);
      if (declared.length === 0 && !isQueryDto(dto)) problems.push(`${controller.name}.${method}: @Query() without a query DTO`);
      for (const name of declared) if (!listed.has(name)) problems.push(`${controller.name}.${method}: ${name} not in the document`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * A `@QueryRest` rule reads keys the DTO does not declare (the offer filters' `term[…]` grammar,
 * documented with `@ApiQuery`); a key outside its grammar must be refused, not silently taken,
 * unless the rule states that it ignores other keys (`ignoreOtherKeys`: links from mails).
 */
it('refuses unknown keys in every @QueryRest rule, unless it ignores them explicitly', () => {
  const problems: string[] = [];
  for (const { controller, method } of routes) {
    for (const dto of queryArguments(controller, method).dtos) {
      const rest = queryRestOf(dto);
      if (!rest || rest === ignoreOtherKeys) continue;
      if (accepts(() => rest({ undocumented_probe: '1' }, declaredQueryParameters(dto)))) problems.push(`${controller.name}.${method}: its @QueryRest rule accepts any key`);
    }
  }
  expect(problems).toEqual([]);
});

function accepts(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

it('resolves every schema reference of the document', () => {
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
  expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
});
