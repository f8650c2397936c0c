/**
 * A deal's rate parts as the read models store them (PostgreSQL bigint columns arrive as strings,
 * so numbers and numeric strings are both taken).
 */
export interface DealRateColumns {
  finance_rate_cents: number | string;
  insurance_rate_cents: number | string;
  service_rate_cents: number | string;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
}

/**
 * The monthly rate the customer pays, as checkout, customer area, ops list and mails show it: the
 * finance rate plus the insurance and service packages the customer took.
 */
export function dealMonthlyRateCents(deal: DealRateColumns): number {
  const insurance = deal.insurance_enabled ? Number(deal.insurance_rate_cents) : 0;
  const service = deal.service_package_enabled ? Number(deal.service_rate_cents) : 0;
  return Number(deal.finance_rate_cents) + insurance + service;
}
