/** Spec 5.1: the only values a page URL may carry; anything else goes to /error?code=1. */
const CUSTOMER_GROUPS = new Set(['b2b', 'b2c', 'B', 'P']);
const CUSTOMER_TYPES = new Set(['B', 'P']);
const MONTHS = new Set(['12', '18', '24', '30', '36', '42', '48', '54', '60']);

export const URL_ERROR_TARGET = '/error?code=1';

function validKm(value: string): boolean {
  if (!/^\d{4,5}$/.test(value)) return false;
  const km = Number(value);
  return km >= 5000 && km <= 50000 && km % 5000 === 0;
}

/** True when the page URL breaks a rule of spec 5.1 (repeated keys: every value must pass). */
export function violatesUrlRules(pathname: string, query: URLSearchParams): boolean {
  if (query.getAll('customer_group').some((v) => !CUSTOMER_GROUPS.has(v))) return true;
  if (query.getAll('customer_type').some((v) => !CUSTOMER_TYPES.has(v))) return true;
  if (!pathname.startsWith('/leasing-angebote/')) return false;
  if (query.getAll('km_per_year').some((v) => !validKm(v))) return true;
  return query.getAll('months').some((v) => !MONTHS.has(v));
}
