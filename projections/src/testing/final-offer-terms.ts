import type { FinalOfferTerms } from '@autoleasing/domain';

/**
 * The terms of a typical private 36-month/10,000 km offer (no Anzahlung), as a DealCreated event
 * carries them. Shared by the projection specs, their fixtures and the benches that write deal
 * events, so a new field of FinalOfferTerms is added in one place.
 */
export function finalOfferTerms(overrides: Partial<FinalOfferTerms> = {}): FinalOfferTerms {
  return {
    months: 36,
    kmPerYear: 10000,
    listPriceCents: 4760000,
    downpaymentCents: 0,
    fleetSize: 1,
    offerType: 'other',
    bafaBonusAvailable: false,
    insuranceEnabled: true,
    servicePackageEnabled: false,
    deliveryOption: 'by_home',
    financeRateCents: 53669,
    serviceRateCents: 4046,
    insuranceRateCents: 5950,
    priceInCentsPerExtraKm: 11,
    discountInCentsPerUntappedKm: 5,
    ...overrides,
  };
}
