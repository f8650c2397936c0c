import type { CustomerGroup, ExtraName } from '@autoleasing/contracts';
import { grossRateFromNetCents, netFromGrossCents } from './vat';

/** Registration fee of the 'registration' extra (one-time, gross; the catalogue has no price for it). */
export const REGISTRATION_PRICE_CENTS = 19900;

/**
 * A one-time price as the customer group sees it (spec 1): the catalogue stores delivery prices
 * net, so b2c gets them × 1.19 rounded to the cent, exactly as the catalogue's own answers
 * (forGroup), so the configurator, the extras, the summary and the order mail name the same amount.
 */
export function deliveryPriceForGroup(netCents: string | number | null, group: CustomerGroup): number | null {
  if (netCents === null) return null;
  const net = Number(netCents);
  return group === 'b2c' ? grossRateFromNetCents(net) : net;
}

/** The extra's one-time price in the group's terms: delivery to the door is the car's by_home price; registration a fixed gross fee. */
export function extraPriceForGroup(name: ExtraName, deliveryByHomeNetCents: string | number | null, group: CustomerGroup): number {
  if (name === 'delivery') return deliveryPriceForGroup(deliveryByHomeNetCents, group) ?? 0;
  return group === 'b2c' ? REGISTRATION_PRICE_CENTS : netFromGrossCents(REGISTRATION_PRICE_CENTS);
}
