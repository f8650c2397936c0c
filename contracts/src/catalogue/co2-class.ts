/**
 * CO₂ classes of the Pkw-EnVKV (mandatory in online ads since May 2024), by combined WLTP g/km.
 * Upper bounds are inclusive; G has no upper bound.
 */
export const CO2_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Co2Class = (typeof CO2_CLASSES)[number];

export interface Co2ClassBounds {
  readonly co2Class: Co2Class;
  readonly minGramsPerKm: number;
  readonly maxGramsPerKm: number | null;
}

export const CO2_CLASS_BOUNDS: readonly Co2ClassBounds[] = [
  { co2Class: 'A', minGramsPerKm: 0, maxGramsPerKm: 0 },
  { co2Class: 'B', minGramsPerKm: 1, maxGramsPerKm: 95 },
  { co2Class: 'C', minGramsPerKm: 96, maxGramsPerKm: 115 },
  { co2Class: 'D', minGramsPerKm: 116, maxGramsPerKm: 135 },
  { co2Class: 'E', minGramsPerKm: 136, maxGramsPerKm: 155 },
  { co2Class: 'F', minGramsPerKm: 156, maxGramsPerKm: 175 },
  { co2Class: 'G', minGramsPerKm: 176, maxGramsPerKm: null },
];

/**
 * The class of combined WLTP CO₂ g/km, for data that names none. The bands are whole grams (as ads
 * state them), so fractional values are rounded first: 95.4 is B, 95.5 is C, 0.4 is still class A.
 * Without rounding, 95.5 would fall between B and C. Range checks are the caller's (domain's co2ClassFor).
 */
export function co2ClassOf(gramsPerKm: number): Co2Class {
  const grams = Math.round(gramsPerKm);
  return CO2_CLASS_BOUNDS.find((band) => band.maxGramsPerKm === null || grams <= band.maxGramsPerKm)?.co2Class ?? 'G';
}

/** Values shown when emissions are missing (spec 3.10). */
export const MISSING_EMISSION_VALUE = 999;
