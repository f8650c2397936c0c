import { CO2_CLASS_BOUNDS, type Co2Class } from '@autoleasing/contracts';
import { assertRange } from './money';

/**
 * CO₂ class (Pkw-EnVKV) for combined WLTP emissions. Ads state whole grams, so fractional values
 * are rounded first; 0.4 g/km still counts as zero-emission class A.
 */
export function co2ClassFor(gramsPerKm: number): Co2Class {
  assertRange('co2GramsPerKm', gramsPerKm, 0, 1000);
  const grams = Math.round(gramsPerKm);
  for (const band of CO2_CLASS_BOUNDS) {
    if (band.maxGramsPerKm === null || grams <= band.maxGramsPerKm) return band.co2Class;
  }
  return 'G';
}
