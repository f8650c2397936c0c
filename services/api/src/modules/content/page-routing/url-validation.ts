import { isAllowedKmPerYear, isAllowedMonths, parseCustomerGroup, parseCustomerType } from '@autoleasing/contracts';

/** Spec 5.1: the only values a page URL may carry (the contracts' rules); anything else goes to /error?code=1. */
export const URL_ERROR_TARGET = '/error?code=1';

/** Km per year as the URL writes it: four or five digits, one of the contracts' mileages. */
function validKm(value: string): boolean {
  return /^\d{4,5}$/.test(value) && isAllowedKmPerYear(Number(value));
}

/** Months as the URL writes it: two digits without a leading zero, one of the contracts' terms. */
function validMonths(value: string): boolean {
  return /^[1-9]\d$/.test(value) && isAllowedMonths(Number(value));
}

/** True when the page URL breaks a rule of spec 5.1 (repeated keys: every value must pass). */
export function violatesUrlRules(pathname: string, query: URLSearchParams): boolean {
  if (query.getAll('customer_group').some((v) => parseCustomerGroup(v) === undefined)) return true;
  if (query.getAll('customer_type').some((v) => parseCustomerType(v) === undefined)) return true;
  if (!pathname.startsWith('/leasing-angebote/')) return false;
  if (query.getAll('km_per_year').some((v) => !validKm(v))) return true;
  return query.getAll('months').some((v) => !validMonths(v));
}
