import { DELIVERY_OPTIONS, type DeliveryOption } from '@autoleasing/contracts';

export interface PricedDelivery {
  option: DeliveryOption;
  priceCents: number;
}

/** Delivery options with a price, cheapest first (ties in the spec's order). */
export function sortedDeliveries(prices: Partial<Record<DeliveryOption, number>>): PricedDelivery[] {
  return DELIVERY_OPTIONS.filter((option) => typeof prices[option] === 'number' && (prices[option] as number) >= 0)
    .map((option) => ({ option, priceCents: prices[option] as number }))
    .sort((a, b) => a.priceCents - b.priceCents);
}

/** Spec 4.9: the only option, or the first after sorting. */
export function defaultDelivery(prices: Partial<Record<DeliveryOption, number>>): DeliveryOption | undefined {
  return sortedDeliveries(prices)[0]?.option;
}
