import { CO2_CLASSES, co2ClassOf, MISSING_EMISSION_VALUE, formatDecimal, type Co2Class, type EmissionSummary, type EngineEmissions } from '@autoleasing/contracts';

/** Missing figures show as 999 (spec 3.10). */
export function orMissing(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : MISSING_EMISSION_VALUE;
}

export function isCo2Class(value: string | null | undefined): value is Co2Class {
  return (CO2_CLASSES as readonly string[]).includes(value ?? '');
}

export function engineClass(engine: EngineEmissions): Co2Class {
  return isCo2Class(engine.co2_class) ? engine.co2_class : co2ClassOf(orMissing(engine.co2_emission));
}

/** Plug-in hybrids carry a second engine entry: the figures with a discharged battery. */
export function isPlugInHybrid(summary: EmissionSummary): boolean {
  return summary.second_engine !== null && summary.second_engine !== undefined;
}

/**
 * The consumption figures that apply to one engine entry (Pkw-EnVKV): fuel for every car that burns
 * fuel, electricity for electric cars and for a plug-in hybrid's weighted figures. A full or mild
 * hybrid charges itself, and a discharged battery draws nothing from the grid: an electricity row
 * there would read 999 (spec 3.10's "missing") for a figure that does not exist.
 */
export function appliedConsumptions(engine: EngineEmissions, gridCharged: boolean): { fuel: boolean; electric: boolean } {
  const electric = engine.fuel_type === 'electric';
  return { fuel: !electric, electric: electric || gridCharged };
}

export function formatConsumption(value: number, unit: 'l/100 km' | 'kWh/100 km'): string {
  return `${formatDecimal(value, 1)} ${unit}`;
}

/** '00:00 h' counts as absent (spec 3.10). */
export function chargingTime(value: string | null | undefined): string | null {
  if (!value || /^0{1,2}:00( h)?$/.test(value.trim())) return null;
  return value;
}
