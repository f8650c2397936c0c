import { GERMAN_MESSAGES, type CustomerGroup } from '@autoleasing/contracts';
import { calculateLease, type LeaseCalculation } from '../leasing/lease-calculation';
import { assertCents } from '../leasing/money';
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
  const { lease, customListPriceCents } = leaseOfDeal(pricing, request);
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

/** The leasing math on the offer's net figures for a request in group terms (shared by rates and the § 17 PAngV example). */
function leaseOfDeal(pricing: OfferPricing, request: RateRequest): { lease: LeaseCalculation; customListPriceCents: number } {
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
  try {
    const lease = calculateLease({
      listPriceCents: listNet,
      discountPercent: pricing.discountPercent,
      bonusesCents: pricing.absoluteBonusCents,
      downpaymentCents: downpaymentNet + (pricing.bafaBonusAvailable ? pricing.bafaDownpaymentCents : 0),
      residualValuePercent,
      months: pricing.months,
      sollzinsPercent: pricing.sollzinsPercent,
    });
    return { lease, customListPriceCents };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalid('rate_calculation_failed', GERMAN_MESSAGES.rateCalculationFailed);
  }
}

/** The § 17 PAngV figures of one deal's final offer (leasing-math.md), amounts in group terms. */
export interface DealFinanceExample {
  /** Sollzins p. a. in percent, fixed for the term. */
  sollzinsPercent: number;
  /** Effektiver Jahreszins without fees, in percent, rounded to two decimals. */
  effectiveAnnualRatePercent: number;
  /** Nettodarlehensbetrag: purchase price minus downpayment (gross for b2c, net for b2b). */
  netLoanAmountCents: number;
}

/**
 * The representative example for the customer's own configuration (list price, downpayment,
 * term), computed with the same leasing math as the rate, so the figures next to the order button
 * belong to the rate the customer orders.
 */
export function dealFinanceExample(pricing: OfferPricing, request: RateRequest): DealFinanceExample {
  const { lease } = leaseOfDeal(pricing, request);
  const net = lease.netLoanAmountCents;
  return {
    sollzinsPercent: pricing.sollzinsPercent,
    effectiveAnnualRatePercent: lease.effectiveAnnualRatePercent,
    netLoanAmountCents: request.customerGroup === 'b2c' ? grossFromNetCents(Math.max(0, net)) : net,
  };
}
