import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  BRANDS,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CATEGORY_LABELS,
  FILTER_KM_PER_YEAR,
  FILTER_MONTHS,
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
}

/** German labels of the filter values (all from contracts; the API accepts exactly these keys). */
export const BRAND_CHOICES: Choice[] = BRANDS.map((b) => ({ value: b.slug, label: b.name }));
export const BODY_CHOICES: Choice[] = BODY_TYPES.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] }));
export const FUEL_CHOICES: Choice[] = FUEL_TYPES.map((f) => ({ value: f, label: FUEL_TYPE_LABELS[f] }));
export const GEAR_CHOICES: Choice[] = GEAR_TYPES.map((g) => ({ value: g, label: GEAR_TYPE_LABELS[g] }));
export const INVENTORY_CHOICES: Choice[] = INVENTORY_TYPES.map((i) => ({ value: i, label: INVENTORY_TYPE_LABELS[i] }));
export const EQUIPMENT_CHOICES: Choice[] = EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: EQUIPMENT_CATEGORY_LABELS[c] }));
export const MONTH_CHOICES: Choice[] = FILTER_MONTHS.map((m) => ({ value: String(m), label: `${m} Monate` }));
export const KM_CHOICES: Choice[] = FILTER_KM_PER_YEAR.map((km) => ({ value: String(km), label: `${km.toLocaleString('de-DE')} km` }));

/** Budget steps in cents (range 0 … 500000, step 1000 of spec 3.14; the select offers common ones). */
export const BUDGET_STEPS_CENTS = [10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000, 500000];
export const HORSEPOWER_STEPS = [75, 100, 150, 200, 250, 300, 400, 500, 800];
