/** Delivery time bands (spec 3.14), in ascending order. */
export const DELIVERY_TIME_BANDS = [
  '2_weeks',
  '4_to_6_weeks',
  '2_to_3_months',
  '3_to_5_months',
  '5_to_7_months',
  '7_to_9_months',
  '9_to_11_months',
  '11_to_13_months',
  '13_to_15_months',
  '15_plus_months',
] as const;
export type DeliveryTimeBand = (typeof DELIVERY_TIME_BANDS)[number];

export const DELIVERY_TIME_BAND_LABELS: Readonly<Record<DeliveryTimeBand, string>> = {
  '2_weeks': '2 Wochen',
  '4_to_6_weeks': '4–6 Wochen',
  '2_to_3_months': '2–3 Monate',
  '3_to_5_months': '3–5 Monate',
  '5_to_7_months': '5–7 Monate',
  '7_to_9_months': '7–9 Monate',
  '9_to_11_months': '9–11 Monate',
  '11_to_13_months': '11–13 Monate',
  '13_to_15_months': '13–15 Monate',
  '15_plus_months': 'Über 15 Monate',
};

/** Delivery options (spec 3.14, 9): door-to-door with registration, dealership pickup, factory pickup. */
export const DELIVERY_OPTIONS = ['by_home', 'by_dealer', 'by_factory'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_OPTION_LABELS: Readonly<Record<DeliveryOption, string>> = {
  by_home: 'Zulassung und Lieferung bis vor die Haustür',
  by_dealer: 'Abholung beim Händler',
  by_factory: 'Abholung im Werk',
};

/** Cheapest delivery option among positive prices (spec 9); undefined when none is priced. */
export function cheapestDeliveryOption(
  prices: Partial<Record<DeliveryOption, number | null | undefined>>,
): DeliveryOption | undefined {
  let best: DeliveryOption | undefined;
  for (const option of DELIVERY_OPTIONS) {
    const price = prices[option];
    if (price == null || price <= 0) continue;
    if (best === undefined || price < (prices[best] as number)) best = option;
  }
  return best;
}
