import { downpaymentRangeMessage, GERMAN_MESSAGES, isDownpaymentInRange } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { invalid, ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealEvent, DealRates, FinalOfferTerms } from './deal.events';
import { invalidTransition, requireEditable } from './deal.shared';
import type { OpenDeal } from './deal.state';
import { DEAL_TRANSITIONS } from './deal.transitions';
import { assertTermsNotFrozen } from './deal-order.rules';

type ConfigurationCommand = CommandOf<
  | 'ChangeConfiguration'
  | 'ChangeDownpayment'
  | 'GiveExtrasAgbConsent'
  | 'SelectExtra'
  | 'ChooseLogistics'
  | 'ChangeDeliveryOption'
  | 'ChangeFinanceSelection'
  | 'RestartConfigurator'
>;

/** The configuration while the checkout is open: car, terms, Anzahlung, extras, delivery, payment choice (spec 4.5). */
export function decideConfiguration(deal: OpenDeal, command: ConfigurationCommand, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'ChangeConfiguration':
      return changeConfiguration(deal, command, at);
    case 'ChangeDownpayment':
      return changeDownpayment(deal, command, at);
    case 'GiveExtrasAgbConsent':
      requireEditable(deal);
      return deal.extrasAgbConsent === command.consent ? [] : [{ type: 'DealExtrasAgbConsentChanged', data: { dealId, consent: command.consent, changedAt: at } }];
    case 'SelectExtra':
      return selectExtra(deal, command, at);
    case 'ChooseLogistics':
      requireEditable(deal);
      return deal.logistics === command.logistics ? [] : [{ type: 'DealLogisticsChanged', data: { dealId, logistics: command.logistics, changedAt: at } }];
    case 'ChangeDeliveryOption':
      return changeDeliveryOption(deal, command, at);
    case 'ChangeFinanceSelection':
      requireEditable(deal);
      if (deal.financeSelection === command.financeSelection) return [];
      assertTermsNotFrozen(deal);
      return [{ type: 'DealFinanceSelectionChanged', data: { dealId, financeSelection: command.financeSelection, changedAt: at } }];
    case 'RestartConfigurator':
      return restartConfigurator(deal, command, at);
    default:
      return assertNever(command, 'deal command');
  }
}

function changeConfiguration(deal: OpenDeal, command: CommandOf<'ChangeConfiguration'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  requireEditable(deal);
  if (command.offer.months !== deal.offer.months || command.offer.kmPerYear !== deal.offer.kmPerYear) assertTermsNotFrozen(deal);
  if (command.offer.financeRateCents <= 0) {
    throw ruleViolated('rate_not_positive', 'Für diese Konfiguration lässt sich keine Rate über 0 € berechnen.');
  }
  const events: DealEvent[] = [];
  if (!sameOffer(command.offer, deal.offer)) {
    events.push({ type: 'DealFinalOfferChanged', data: { dealId, finalOfferId: deal.finalOfferId, offer: command.offer, changedAt: at } });
  }
  if (command.offer.deliveryOption === 'by_factory' && deal.offer.deliveryOption !== 'by_factory' && deal.selectedExtra !== null) {
    events.push({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: null, reason: 'factory_pickup', changedAt: at } });
  }
  return events;
}

function changeDownpayment(deal: OpenDeal, command: CommandOf<'ChangeDownpayment'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  requireEditable(deal);
  assertDownpaymentInRange(command.downpaymentCents, deal.offer.listPriceCents);
  if (command.downpaymentCents !== deal.offer.downpaymentCents) assertTermsNotFrozen(deal);
  // Spec 4.5: stored only if the recalculated final rate stays above 0.
  if (!(command.rates.financeRateCents > 0)) {
    throw ruleViolated('rate_not_positive', GERMAN_MESSAGES.rateNotPositive);
  }
  const recalculated: DealEvent = { type: 'DealRatesRecalculated', data: { dealId, rates: command.rates, recalculatedAt: at } };
  if (command.downpaymentCents === deal.offer.downpaymentCents) return sameRates(command.rates, deal.offer) ? [] : [recalculated];
  return [
    { type: 'DealDownpaymentChanged', data: { dealId, previousDownpaymentCents: deal.offer.downpaymentCents, downpaymentCents: command.downpaymentCents, changedAt: at } },
    recalculated,
  ];
}

function selectExtra(deal: OpenDeal, command: CommandOf<'SelectExtra'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  requireEditable(deal);
  // Factory pickup resets the extras (spec 4.5), so none can be chosen while it is the option.
  if (deal.offer.deliveryOption === 'by_factory') {
    throw ruleViolated('extras_unavailable_factory_pickup', 'Bei Abholung im Werk können keine Extras gewählt werden.');
  }
  // Spec 4.5: one extra at a time; the selected one chosen again clears the selection.
  const clearing = deal.selectedExtra === command.extraId;
  return [
    {
      type: 'DealExtrasChanged',
      data: { dealId, selectedExtra: clearing ? null : command.extraId, reason: clearing ? 'cleared' : 'selected', changedAt: at },
    },
  ];
}

function changeDeliveryOption(deal: OpenDeal, command: CommandOf<'ChangeDeliveryOption'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  requireEditable(deal);
  if (deal.offer.deliveryOption === command.deliveryOption) return [];
  const events: DealEvent[] = [{ type: 'DealDeliveryOptionChanged', data: { dealId, deliveryOption: command.deliveryOption, changedAt: at } }];
  // Spec 4.5: choosing factory pickup resets the extras.
  if (command.deliveryOption === 'by_factory' && deal.selectedExtra !== null) {
    events.push({ type: 'DealExtrasChanged', data: { dealId, selectedExtra: null, reason: 'factory_pickup', changedAt: at } });
  }
  return events;
}

function restartConfigurator(deal: OpenDeal, command: CommandOf<'RestartConfigurator'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  if (deal.customerState === 'inquired') return [];
  assertTermsNotFrozen(deal);
  const row = DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === 'restart_configurator' && t.from === deal.customerState);
  if (!row) return invalidTransition(deal.customerState, 'inquired');
  return [{ type: 'DealConfiguratorRestarted', data: { dealId, from: deal.customerState, documentId: command.documentId, actor: command.actor, restartedAt: at } }];
}

/**
 * Field check of the Anzahlung: a whole number of cents from 0 to the banks' maximum (a share of
 * the list price, contracts/checkout/order-rules.ts). One message that names the maximum.
 */
function assertDownpaymentInRange(downpaymentCents: number, listPriceCents: number): void {
  if (isDownpaymentInRange(downpaymentCents, listPriceCents)) return;
  const message = downpaymentRangeMessage(listPriceCents);
  throw invalid('downpayment_out_of_range', message, [{ field: 'downpayment_cents', code: 'out_of_range', message }]);
}

function sameRates(a: DealRates, b: DealRates): boolean {
  return (
    a.financeRateCents === b.financeRateCents &&
    a.serviceRateCents === b.serviceRateCents &&
    a.insuranceRateCents === b.insuranceRateCents &&
    a.priceInCentsPerExtraKm === b.priceInCentsPerExtraKm &&
    a.discountInCentsPerUntappedKm === b.discountInCentsPerUntappedKm
  );
}

function sameOffer(a: FinalOfferTerms, b: FinalOfferTerms): boolean {
  return (Object.keys(a) as (keyof FinalOfferTerms)[]).every((key) => a[key] === b[key]);
}
