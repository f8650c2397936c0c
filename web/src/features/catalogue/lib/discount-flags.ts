import { CONQUEST_BRANDS, DISABILITY_DISCOUNT_BRANDS, isEMobility, type CustomerGroup, type FuelType } from '@autoleasing/contracts';

export interface DiscountFlags {
  eco: boolean;
  conquest: boolean;
  disability: boolean;
}

/**
 * Spec 4.9: eco for electric or hybrid cars with a BAFA downpayment above 0; conquest for bmw,
 * mini, audi; disability for b2c and mercedes-benz, bmw, mini, audi.
 */
export function discountFlags(spec: { fuel_type: FuelType; bafa_downpayment_cents: number; manufacturer_name: string }, group: CustomerGroup): DiscountFlags {
  const brand = spec.manufacturer_name.toLowerCase();
  return {
    eco: isEMobility(spec.fuel_type) && spec.bafa_downpayment_cents > 0,
    conquest: CONQUEST_BRANDS.includes(brand),
    disability: group === 'b2c' && DISABILITY_DISCOUNT_BRANDS.includes(brand),
  };
}

export const DISCOUNT_FLAG_LABELS: Readonly<Record<keyof DiscountFlags, string>> = {
  eco: 'Umweltbonus möglich',
  conquest: 'Eroberungsprämie beim Markenwechsel möglich',
  disability: 'Sonderkonditionen für Menschen mit Behinderung',
};
