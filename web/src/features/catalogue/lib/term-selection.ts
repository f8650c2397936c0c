import type { LeaseTermDto } from '@autoleasing/contracts';

/**
 * Term choice of spec 4.9: the exact months+km match; otherwise the cheapest term with that km,
 * then the cheapest with those months, then the cheapest overall.
 */
export function selectTerm(terms: readonly LeaseTermDto[], months?: number, km?: number): LeaseTermDto | undefined {
  const exact = terms.find((term) => term.months === months && term.km_per_year === km);
  if (exact) return exact;
  return (
    cheapest(terms.filter((term) => term.km_per_year === km)) ??
    cheapest(terms.filter((term) => term.months === months)) ??
    cheapest(terms)
  );
}

function cheapest(terms: readonly LeaseTermDto[]): LeaseTermDto | undefined {
  return terms.reduce<LeaseTermDto | undefined>((best, term) => (best === undefined || term.finance_rate_cents < best.finance_rate_cents ? term : best), undefined);
}

export function monthOptions(terms: readonly LeaseTermDto[]): number[] {
  return [...new Set(terms.map((term) => term.months))].sort((a, b) => a - b);
}

/** Selecting a term lists the km options available for its months (spec 4.9). */
export function kmOptionsFor(terms: readonly LeaseTermDto[], months: number): number[] {
  return [...new Set(terms.filter((term) => term.months === months).map((term) => term.km_per_year))].sort((a, b) => a - b);
}
