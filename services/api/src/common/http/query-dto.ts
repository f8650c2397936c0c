import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage, ValidateBy, validateSync } from 'class-validator';
import { invalidParameter, unknownParameter, type RawQuery } from './query-parameters';

/**
 * Query parameters as DTO classes, like bodies: each property is one parameter, documented in the
 * OpenAPI document and validated by class-validator. The answers stay those of the query
 * endpoints (400 `unknown_parameter` / `invalid_parameter` or the parser's own code, with its
 * German text), not the bodies' `validation_failed`: a property's parser throws the error.
 *
 *   class CategoriesQueryDto {
 *     @QueryValue(singleOf, { description: 'b2b, b2c, B oder P' }) customer_group?: string;
 *   }
 *   categories(@Query() query: CategoriesQueryDto)
 */

/** Reads one parameter (a string, or an array when the key repeats) and throws its 400 DomainError. */
export type QueryParser<T> = (raw: string | string[] | undefined, key: string) => T;

/** Keys a DTO hands on whole (the offer filters' `term[…]`, `range[…][…]` grammar) instead of refusing them. */
export type QueryRestParser<T> = (query: RawQuery, declared: readonly string[]) => T;

const PARSERS = Symbol('queryParsers');
const REST = Symbol('queryRest');

type QueryDtoClass = { new (): object; [PARSERS]?: Map<string, QueryParser<unknown>>; [REST]?: { property: string; parse: QueryRestParser<unknown> } };

/** What each parser answered while class-validator ran it, per validated object: the pipe parses each value once. */
const PARSED = new WeakMap<object, Map<string, unknown>>();

function passes(parse: QueryParser<unknown>, value: unknown, key: string, object: object): boolean {
  let parsed: unknown;
  try {
    parsed = parse(value as string | string[] | undefined, key);
  } catch {
    return false;
  }
  const values = PARSED.get(object) ?? new Map<string, unknown>();
  PARSED.set(object, values.set(key, parsed));
  return true;
}

/** One query parameter: its OpenAPI entry (optional unless `required`) and its parser as a class-validator rule. */
export function QueryValue<T>(parse: QueryParser<T>, api: ApiPropertyOptions = {}): PropertyDecorator {
  return (target, property) => {
    const key = String(property);
    const type = target.constructor as QueryDtoClass;
    if (!Object.prototype.hasOwnProperty.call(type, PARSERS)) type[PARSERS] = new Map(type[PARSERS]);
    type[PARSERS]!.set(key, parse as QueryParser<unknown>);
    ApiProperty({ required: false, type: String, ...api } as ApiPropertyOptions)(target, property);
    ValidateBy({ name: 'queryValue', validator: { validate: (value: unknown, args) => passes(parse as QueryParser<unknown>, value, key, args?.object ?? {}) } })(target, key);
  };
}

/**
 * The DTO's one property that receives every key it does not declare, read by `parse` (which
 * refuses the unknown ones itself). Runs before the declared parameters, as the hand-written
 * parsers did. Document those keys on the operation (`@ApiQuery`).
 */
export function QueryRest<T>(parse: QueryRestParser<T>): PropertyDecorator {
  return (target, property) => {
    (target.constructor as QueryDtoClass)[REST] = { property: String(property), parse };
  };
}

/** The query of an endpoint that takes no parameter: any key answers `unknown_parameter`. */
export class NoQueryDto {
  static readonly [PARSERS] = new Map<string, QueryParser<unknown>>();
}

/** The rule of a DTO's `@QueryRest` property (undefined without one), for the OpenAPI coverage test. */
export function queryRestOf(type: Function): QueryRestParser<unknown> | undefined {
  return (type as QueryDtoClass)[REST]?.parse;
}

export function isQueryDto(type: unknown): type is QueryDtoClass {
  return typeof type === 'function' && PARSERS in type;
}

/**
 * The global pipe for `@Query() query: SomeQueryDto`: unknown keys first (`unknown_parameter`,
 * like forbidNonWhitelisted), then class-validator over the raw values, the first failing
 * parameter (in declaration order) answering with its parser's error; then every value as its
 * parser answered during validation.
 */
@Injectable()
export class QueryDtoPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'query' || metadata.data || !isQueryDto(metadata.metatype)) return value;
    return parseQueryDto(metadata.metatype, (value ?? {}) as RawQuery);
  }
}

export function parseQueryDto<T extends object>(type: new () => T, query: RawQuery): T {
  const dto = type as unknown as QueryDtoClass;
  const parsers = dto[PARSERS] ?? new Map<string, QueryParser<unknown>>();
  const declared = [...parsers.keys()];
  const result = new type() as Record<string, unknown>;
  const rest = dto[REST];
  if (rest) result[rest.property] = rest.parse(query, declared);
  else for (const key of Object.keys(query)) if (!parsers.has(key)) throw unknownParameter(key);
  const raw = Object.assign(new type(), Object.fromEntries(declared.map((key) => [key, query[key]])));
  // class-validator lists a subclass's properties before its base's: the first failure is taken
  // in declaration order (base first), the order in which the parsers read the query.
  const failing = new Set(validateSync(raw, { stopAtFirstError: true, forbidUnknownValues: false }).map((error) => error.property));
  const failed = declared.find((key) => failing.has(key));
  if (failed !== undefined) {
    parsers.get(failed)!(query[failed], failed);
    throw invalidParameter(failed);
  }
  const parsed = PARSED.get(raw);
  for (const [key, parse] of parsers) result[key] = parsed?.has(key) ? parsed.get(key) : parse(query[key], key);
  return result as T;
}

/** Parameter names a query DTO declares (class-validator's metadata: what the pipe reads). */
export function declaredQueryParameters(type: Function): string[] {
  return [...new Set(getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).map((m) => m.propertyName))];
}
