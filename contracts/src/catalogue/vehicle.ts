/** Gear types (spec 3.14). */
export const GEAR_TYPES = ['automatic', 'manual'] as const;
export type GearType = (typeof GEAR_TYPES)[number];
export const GEAR_TYPE_LABELS: Readonly<Record<GearType, string>> = {
  automatic: 'Automatik',
  manual: 'Schaltgetriebe',
};

/** Fuel types (spec 3.14). */
export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid', 'gas'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Readonly<Record<FuelType, string>> = {
  diesel: 'Diesel',
  petrol: 'Benzin',
  electric: 'Elektro',
  hybrid: 'Hybrid',
  gas: 'Gas',
};

/** Electric and hybrid count as e-mobility (eco discount flag, e-mobility filters). */
export const E_MOBILITY_FUEL_TYPES: readonly FuelType[] = ['electric', 'hybrid'];
export function isEMobility(fuel: FuelType): boolean {
  return E_MOBILITY_FUEL_TYPES.includes(fuel);
}

/** Service package types on a lease term (spec 3.10). */
export const SERVICE_TYPES = ['none', 'mandatory', 'optional'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
