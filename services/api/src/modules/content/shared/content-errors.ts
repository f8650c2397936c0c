import { badRequest, notFound, type DomainError } from '@autoleasing/domain';

/** Errors of the content endpoints: stable codes, German texts (spec 8); the one filter maps them. */
export const unknownParameter = (key: string): DomainError => badRequest('unknown_parameter', `Der Parameter „${shorten(key)}“ ist unbekannt.`);
export const invalidParameter = (key: string, message?: string): DomainError =>
  badRequest('invalid_parameter', message ?? `Der Parameter „${shorten(key)}“ hat einen ungültigen Wert.`);
export const pageNotFound = (): DomainError => notFound('page_not_found', 'Ohje, die gewünschte Seite wurde nicht gefunden...');
export const articleNotFound = (): DomainError => notFound('article_not_found', 'Dieser Artikel wurde nicht gefunden.');
export const categoryNotFound = (): DomainError => notFound('magazine_category_not_found', 'Diese Magazin-Kategorie gibt es nicht.');

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** Refuses keys the endpoint does not know, like forbidNonWhitelisted does for bodies. */
export function assertOnlyKeys(query: RawQuery, allowed: readonly string[]): void {
  for (const key of Object.keys(query)) if (!allowed.includes(key)) throw unknownParameter(key);
}

/** One value of a key: repeated keys and over-long values are refused instead of silently picked. */
export function singleOf(query: RawQuery, key: string, maxLength = 100): string | undefined {
  const raw = query[key];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || raw.length > maxLength) throw invalidParameter(key);
  return raw;
}
