import { co2ClassOf, type Co2Class } from '@autoleasing/contracts';
import { assertRange } from './money';

/** CO₂ class (Pkw-EnVKV) of combined WLTP emissions; the rule is contracts' co2ClassOf, here with the range check. */
export function co2ClassFor(gramsPerKm: number): Co2Class {
  assertRange('co2GramsPerKm', gramsPerKm, 0, 1000);
  return co2ClassOf(gramsPerKm);
}
