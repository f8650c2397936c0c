import type { CustomerGroup } from '@autoleasing/contracts';
import { calculateLease } from '../leasing/lease-calculation';
import { RATE_CALCULATION_FAILED_MESSAGE, assertCents } from '../leasing/money';
import { assertCustomListPrice, grossFromNetCents, grossRateFromNetCents, netFromGrossCents } from '../leasing/vat';
import { DomainError, invalid } from '../shared/domain-error';
import type { DealRates } from './deal.events';

/**
 * The rate of a deal's final offer (POST /rates_calculation, downpayment changes, configurator):
 * leasing-math.md's annuity on the offer's net figures, shown in the group's terms.
 * Inputs from the offer (car_specs + its lease_terms row) are net; the customer's custom list
 * price and downpayment are in the group's terms (gross for b2c, net for b2b).
 */
export interface OfferPricing {
  /** The vehicle's base list price, net (car_specs.list_price_cents). */
  baseListPriceNetCents: number;
  discountPercent: number;
  absoluteBonusCents: number;
  bafaBonusAvailable: boolean;
  bafaDownpaymentCents: number;
  /** The term row (lease_terms): residual value in cents of the base list price, Sollzins, net extras. */
  residualValueCents: number;
  sollzinsPercent: number;
  months: number;
  insuranceRateCents: number;
  serviceRateCents: number;
  priceInCentsPerExtraKm: number;
  discountInCentsPerUntappedKm: number;
}

export interface RateRequest {
  customerGroup: CustomerGroup;
  /** Custom list price in group terms; undefined = the base list price. */
  customListPriceCents?: number;
  /** Downpayment in group terms. */
  downpaymentCents: number;
}

export interface RateResult extends DealRates {
  /** The custom list price after the VAT round trip of spec 9, in group terms. */
  customListPriceCents: number;
}

/**
 * Spec 9: a gross custom list price is divided by 1.19 rounded up and multiplied back rounded
 * down; the net one must not undercut the base (spec 5.2, listprice_too_low). Any other failure
 * (impossible term, negative rate) answers the generic rate message of spec 8.
 */
export function calculateDealRates(pricing: OfferPricing, request: RateRequest): RateResult {
  const b2c = request.customerGroup === 'b2c';
  let listNet = pricing.baseListPriceNetCents;
  let customListPriceCents = b2c ? grossFromNetCents(listNet) : listNet;
  if (request.customListPriceCents !== undefined) {
    assertCents('list_price', request.customListPriceCents);
    listNet = b2c ? netFromGrossCents(request.customListPriceCents) : request.customListPriceCents;
    assertCustomListPrice(listNet, pricing.baseListPriceNetCents);
    customListPriceCents = b2c ? grossFromNetCents(listNet) : listNet;
  }
  assertCents('downpayment', request.downpaymentCents);
  const downpaymentNet = b2c ? netFromGrossCents(request.downpaymentCents) : request.downpaymentCents;
  // The residual value is a share of the list price: it grows with a custom list price.
  const residualValuePercent = (pricing.residualValueCents / pricing.baseListPriceNetCents) * 100;
  let lease;
  try {
    lease = calculateLease({
      listPriceCents: listNet,
      discountPercent: pricing.discountPercent,
      bonusesCents: pricing.absoluteBonusCents,
      downpaymentCents: downpaymentNet + (pricing.bafaBonusAvailable ? pricing.bafaDownpaymentCents : 0),
      residualValuePercent,
      months: pricing.months,
      sollzinsPercent: pricing.sollzinsPercent,
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid('rate_calculation_failed', RATE_CALCULATION_FAILED_MESSAGE);
  }
  const toGroup = (net: number) => (b2c ? grossRateFromNetCents(Math.max(0, net)) : net);
  return {
    financeRateCents: lease.monthlyRateCents <= 0 ? lease.monthlyRateCents : toGroup(lease.monthlyRateCents),
    serviceRateCents: toGroup(pricing.serviceRateCents),
    insuranceRateCents: toGroup(pricing.insuranceRateCents),
    priceInCentsPerExtraKm: toGroup(pricing.priceInCentsPerExtraKm),
    discountInCentsPerUntappedKm: toGroup(pricing.discountInCentsPerUntappedKm),
    customListPriceCents,
  };
}
