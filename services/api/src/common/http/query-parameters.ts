import { badRequest, type DomainError } from '@autoleasing/domain';

/** A query string as Fastify parses it: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** A key the endpoint does not know: 400 `unknown_parameter`, like forbidNonWhitelisted for bodies. */
export const unknownParameter = (key: string): DomainError => badRequest('unknown_parameter', `Der Parameter „${shorten(key)}“ ist unbekannt.`);

/** A known key with a value it cannot take: 400 `invalid_parameter`, with a German text. */
export const invalidParameter = (key: string, message?: string): DomainError =>
  badRequest('invalid_parameter', message ?? `Der Parameter „${shorten(key)}“ hat einen ungültigen Wert.`);

/** Refuses keys the endpoint does not know instead of silently ignoring them. */
export function assertOnlyKeys(query: RawQuery, allowed: readonly string[]): void {
  for (const key of Object.keys(query)) if (!allowed.includes(key)) throw unknownParameter(key);
}

/** A visitor's key goes back in the message: a long one is cut, so the answer stays small. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
