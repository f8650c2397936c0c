import type { BodyType, FuelType, GearType } from '@autoleasing/contracts';

/**
 * [engine name, fuel, gear, PS, gross list price in € of the base trim, WLTP CO₂ g/km combined
 * (weighted for plug-in hybrids), battery [kWh gross, WLTP electric range km]]. A battery on a
 * hybrid makes it a plug-in hybrid; full hybrids carry none. Figures follow German price lists of
 * 2024/25, rounded.
 */
export type EngineData = readonly [
  name: string,
  fuel: FuelType,
  gear: GearType,
  horsepower: number,
  grossPriceEur: number,
  co2GramsPerKm: number,
  battery?: readonly [capacityKwh: number, rangeKm: number],
];

export interface SeriesData {
  readonly slug: string;
  readonly name: string;
  readonly body: BodyType;
  readonly engines: readonly EngineData[];
  /** Overrides the brand's trim levels. */
  readonly trims?: readonly string[];
}

export interface BrandCatalogue {
  readonly slug: string;
  /** Trim levels from base upward; each step adds about 8 % to the price. */
  readonly trims: readonly string[];
  /** Relative share of offers (registrations in Germany, roughly). */
  readonly weight: number;
  readonly series: readonly SeriesData[];
}

export const series = (
  slug: string,
  name: string,
  body: BodyType,
  engines: readonly EngineData[],
  trims?: readonly string[],
): SeriesData => ({ slug, name, body, engines, trims });
