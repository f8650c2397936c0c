import type { LegalOperatorResponse } from '@autoleasing/contracts';

/** "12345 Musterstadt", or whichever of the two is configured; null when neither is. */
export function placeOf(operator: LegalOperatorResponse): string | null {
  const place = [operator.postal_code, operator.city].filter(Boolean).join(' ');
  return place === '' ? null : place;
}

/** The postal address as lines (name, street, place), without the ones not configured. */
export function addressLines(operator: LegalOperatorResponse, withName = true): string[] {
  return [withName ? operator.name : null, operator.street, placeOf(operator)].filter((line): line is string => Boolean(line));
}

/** Joins names as German prose: "A", "A und B", "A, B und C". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}
