import type { DeliveryOption } from '@autoleasing/contracts';
import type { FinalOfferTerms } from '@autoleasing/domain';

/** The columns a deal's term, rates, Anzahlung and delivery take in a read model (snake_case as in SQL). */
export interface OfferRateColumns {
  months: number;
  km_per_year: number;
  finance_rate_cents: number;
  service_rate_cents: number;
  insurance_rate_cents: number;
  insurance_enabled: boolean;
  service_package_enabled: boolean;
  downpayment_cents: number;
  delivery_option: DeliveryOption;
}

/**
 * The monthly rates and what they depend on, from a final offer (DealCreated, DealFinalOfferChanged).
 * The customer area's cards and the deal mails' memory keep the same columns; each read model owns
 * its table.
 */
export function offerRateColumns(offer: FinalOfferTerms): OfferRateColumns {
  return {
    months: offer.months,
    km_per_year: offer.kmPerYear,
    finance_rate_cents: offer.financeRateCents,
    service_rate_cents: offer.serviceRateCents,
    insurance_rate_cents: offer.insuranceRateCents,
    insurance_enabled: offer.insuranceEnabled,
    service_package_enabled: offer.servicePackageEnabled,
    downpayment_cents: offer.downpaymentCents,
    delivery_option: offer.deliveryOption,
  };
}
