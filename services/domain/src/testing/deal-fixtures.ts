import type { DealActor, DealCreated, DealEvent, FinalOfferTerms } from '../deal/deal.events';

/**
 * The deal the deal decider's specs start from: fixed ids and time (as deciderSpec fixes them),
 * a customer and an admin, a private 36-month/10,000 km offer and its DealCreated event.
 */
export const dealId = 'd0000000-0000-4000-8000-000000000001';
export const at = '2026-11-21T12:00:00.000Z';
export const customer: DealActor = { userId: 'c0000000-0000-4000-8000-000000000001', role: 'Customer' };
export const admin: DealActor = { userId: 'a0000000-0000-4000-8000-000000000001', role: 'Admin' };

/** Without Anzahlung, insurance or service package, delivered home. */
export function testOffer(overrides: Partial<FinalOfferTerms> = {}): FinalOfferTerms {
  return {
    months: 36,
    kmPerYear: 10000,
    listPriceCents: 4000000,
    downpaymentCents: 0,
    fleetSize: 1,
    offerType: 'other',
    bafaBonusAvailable: false,
    insuranceEnabled: false,
    servicePackageEnabled: false,
    deliveryOption: 'by_home',
    financeRateCents: 45100,
    serviceRateCents: 3400,
    insuranceRateCents: 0,
    priceInCentsPerExtraKm: 9,
    discountInCentsPerUntappedKm: 4,
    ...overrides,
  };
}

/** The customer's b2c deal created from final offer f1 (paid monthly, no delivery time yet). */
export function dealCreated(data: Partial<DealCreated['data']> = {}): DealEvent {
  return {
    type: 'DealCreated',
    data: {
      dealId,
      customerId: customer.userId,
      customerGroup: 'b2c',
      carSpecId: 's1',
      carModelId: 'm1',
      finalOfferId: 'f1',
      offer: testOffer(),
      financeOptions: 'monthly',
      deliveryTime: null,
      createdAt: at,
      ...data,
    },
  };
}
