import { priceFiguresOf, type CustomerGroup, type DeliveryOption, type LeaseTermDto, type ProductResponse } from '@autoleasing/contracts';
import { defaultDelivery, sortedDeliveries } from '../../lib/delivery';
import { monthlyPrice, type ChosenOptions } from '../../lib/total-price';
import { createDealHref } from './deal-link';

/** What the customer has picked on the car page besides the term. */
export interface OfferChoices {
  options: ChosenOptions;
  delivery: DeliveryOption | undefined;
}

/**
 * Every number of the price box, the sticky bar and the inquiry link, from one term and one set of
 * choices: the Leasingfaktor and Gesamtkostenfaktor are of the rate the box shows, never of
 * another term's (issue 16).
 */
export function offerQuote(data: ProductResponse, term: LeaseTermDto, choices: OfferChoices, group: CustomerGroup) {
  const spec = data.car_spec;
  const deliveries = sortedDeliveries(spec.delivery);
  const chosenDelivery = choices.delivery ?? defaultDelivery(spec.delivery);
  const price = monthlyPrice(term, choices.options, data.meta.bafa_bonus_available);
  const oneTimeCostsCents = chosenDelivery ? (spec.delivery[chosenDelivery] ?? 0) : 0;
  const figures = priceFiguresOf({
    rateCents: price.baseCents,
    listPriceCents: spec.list_price_cents,
    downpaymentCents: term.downpayment_cents,
    oneTimeCostsCents,
    months: term.months,
  });
  const dealHref = createDealHref({
    car_spec_id: spec.id,
    quote_id: data.quote.id,
    customer_group: group,
    months: term.months,
    km_per_year: term.km_per_year,
    insurance: price.insuranceCents > 0,
    service_package: price.serviceCents > 0,
    delivery_option: chosenDelivery ?? null,
  });
  return { deliveries, chosenDelivery, price, oneTimeCostsCents, figures, dealHref };
}
