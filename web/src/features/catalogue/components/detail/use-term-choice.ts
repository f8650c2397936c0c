import { isAllowedKmPerYear, isAllowedMonths, type LeaseTermDto } from '@autoleasing/contracts';
import { useSearchParams } from 'react-router';
import { selectTerm } from '../../lib/term-selection';

/** Months and km of the URL, when they pass the checks of spec 5.1; otherwise null. */
export function termQuery(search: URLSearchParams): { months?: number; km?: number; valid: boolean } {
  const monthsText = search.get('months');
  const kmText = search.get('km_per_year');
  const months = monthsText === null ? undefined : Number(monthsText);
  const km = kmText === null ? undefined : Number(kmText);
  const valid = (months === undefined || isAllowedMonths(months)) && (km === undefined || isAllowedKmPerYear(km));
  return { months, km, valid };
}

/**
 * The chosen term lives in the URL (months, km_per_year), so a shared link shows the same rate;
 * the term shown is the one the selection rules of spec 4.9 pick for it.
 */
export function useTermChoice(terms: readonly LeaseTermDto[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const { months, km } = termQuery(search);
  const term = terms ? selectTerm(terms, months, km) : undefined;
  const choose = (nextMonths: number, nextKm: number) => {
    const picked = terms ? selectTerm(terms, nextMonths, nextKm) : undefined;
    if (!picked) return;
    const next = new URLSearchParams(search);
    next.set('months', String(picked.months));
    next.set('km_per_year', String(picked.km_per_year));
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return { term, choose };
}
