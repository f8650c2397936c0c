/** Contract months offered in the catalogue filter (spec 9). */
export const FILTER_MONTHS = [12, 24, 36, 48] as const;
/** Contract months allowed in URLs and offers (spec 5.1): 12 to 60 in steps of 6. */
export const ALLOWED_MONTHS = [12, 18, 24, 30, 36, 42, 48, 54, 60] as const;
export type LeaseMonths = (typeof ALLOWED_MONTHS)[number];

/** Km per year allowed in URLs and offers (spec 5.1): 5,000 to 50,000 in steps of 5,000. */
export const ALLOWED_KM_PER_YEAR = [5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 45000, 50000] as const;
export type KmPerYear = (typeof ALLOWED_KM_PER_YEAR)[number];
/** Km per year in the catalogue filter (spec 9): from 10,000. */
export const FILTER_KM_PER_YEAR: readonly KmPerYear[] = ALLOWED_KM_PER_YEAR.filter((km) => km >= 10000);
/** The usual default mileage. */
export const DEFAULT_KM_PER_YEAR: KmPerYear = 10000;

export function isAllowedMonths(value: number): value is LeaseMonths {
  return (ALLOWED_MONTHS as readonly number[]).includes(value);
}
export function isAllowedKmPerYear(value: number): value is KmPerYear {
  return (ALLOWED_KM_PER_YEAR as readonly number[]).includes(value);
}

/** VAT factor (spec 9); as a fraction for integer-cent arithmetic. */
export const VAT_RATE_PERCENT = 19;

/** Filter ranges (spec 3.14, 9). */
export const FILTER_RANGES = {
  budgetCents: { min: 0, max: 500000, step: 1000 },
  horsepower: { min: 0, max: 800, step: 10 },
  listPriceCents: { min: 0, max: 25000000, step: 100000 },
} as const;

/** Contract type shown in finance details (spec 3.5). */
export const CONTRACT_TYPE_LABEL = 'Kilometerleasingvertrag';
