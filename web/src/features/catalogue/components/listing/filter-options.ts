import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  BRANDS,
  COLOUR_LABELS,
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  DELIVERY_TIME_BAND_LABELS,
  DELIVERY_TIME_BANDS,
  EQUIPMENT_CATEGORIES,
  FILTER_COLOURS,
  EQUIPMENT_CATEGORY_LABELS,
  FILTER_KM_PER_YEAR,
  FILTER_MONTHS,
  formatCount,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  GEAR_TYPE_LABELS,
  GEAR_TYPES,
  INVENTORY_TYPE_LABELS,
  INVENTORY_TYPES,
} from '@autoleasing/contracts';

export interface Choice {
  value: string;
  label: string;
  /** Tells choices with the same value apart (series slugs repeat across brands: Abarth and Fiat 500e). */
  key?: string;
}

/** German labels of the filter values (all from contracts; the API accepts exactly these keys). */
export const BRAND_CHOICES: Choice[] = BRANDS.map((b) => ({ value: b.slug, label: b.name }));
export const BODY_CHOICES: Choice[] = BODY_TYPES.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] }));
export const FUEL_CHOICES: Choice[] = FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_LABELS[f] }));
export const GEAR_CHOICES: Choice[] = GEAR_TYPES.map((g) => ({ value: g, label: GEAR_TYPE_LABELS[g] }));
export const INVENTORY_CHOICES: Choice[] = INVENTORY_TYPES.map((i) => ({ value: i, label: INVENTORY_TYPE_LABELS[i] }));
export const EQUIPMENT_CHOICES: Choice[] = EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: EQUIPMENT_CATEGORY_LABELS[c] }));
export const MONTH_CHOICES: Choice[] = FILTER_MONTHS.map((m) => ({ value: String(m), label: `${m} Monate` }));
export const KM_CHOICES: Choice[] = FILTER_KM_PER_YEAR.map((km) => ({ value: String(km), label: `${formatCount(km)} km` }));

export const COLOUR_CHOICES: Choice[] = FILTER_COLOURS.map((c) => ({ value: c, label: COLOUR_LABELS[c] }));
export const DELIVERY_TIME_CHOICES: Choice[] = DELIVERY_TIME_BANDS.map((d) => ({ value: d, label: DELIVERY_TIME_BAND_LABELS[d] }));
export const DELIVERY_OPTION_CHOICES: Choice[] = DELIVERY_OPTIONS.map((d) => ({ value: d, label: DELIVERY_OPTION_LABELS[d] }));
/** offer_type of spec 3.14: stock cars, or cars built to order (ordered and pre-configured). */
export const OFFER_TYPE_CHOICES: Choice[] = [
  { value: 'stock', label: 'Lagerfahrzeug' },
  { value: 'other', label: 'Bestellfahrzeug' },
];

/**
 * Range filters of spec 3.14 / 9 as the inputs show them: the URL holds cents and PS, the inputs
 * euros and PS; the step is the spec's (budget 10 €, list price 1.000 €, power 10 PS).
 */
export interface RangeSpec {
  /** URL units per shown unit (100 cents per euro, 1 for PS). */
  scale: number;
  step: number;
  max: number;
  unit: string;
}
export const BUDGET_RANGE: RangeSpec = { scale: 100, step: 10, max: 5000, unit: '€' };
export const LIST_PRICE_RANGE: RangeSpec = { scale: 100, step: 1000, max: 250000, unit: '€' };
export const HORSEPOWER_RANGE: RangeSpec = { scale: 1, step: 10, max: 800, unit: 'PS' };

/** The homepage's quick budget choice in cents; the listing's filter takes any 10 € step. */
export const BUDGET_STEPS_CENTS = [10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000, 500000];
