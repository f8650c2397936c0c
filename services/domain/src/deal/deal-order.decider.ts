import { berlinCalendarDate, customerStateRank, isCheckoutOpen } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { forbidden, ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealEvent } from './deal.events';
import { invalidTransition } from './deal.shared';
import type { OpenDeal } from './deal.state';
import { DEAL_TRANSITIONS, customerStepTo, findCustomerStep } from './deal.transitions';
import { assertStepPrerequisites } from './deal-order.rules';

/** The customer moving through the checkout steps, up to the order (spec 4.1–4.3). */
export function decideCheckoutStep(deal: OpenDeal, command: CommandOf<'CompleteCheckoutStep' | 'RequestCustomerState'>, at: string, now: Date): DealEvent[] {
  switch (command.type) {
    case 'CompleteCheckoutStep':
      return completeCheckoutStep(deal, command, at, now);
    case 'RequestCustomerState':
      return requestCustomerState(deal, command, at, now);
    default:
      return assertNever(command, 'deal command');
  }
}

function completeCheckoutStep(deal: OpenDeal, command: CommandOf<'CompleteCheckoutStep'>, at: string, now: Date): DealEvent[] {
  const dealId = deal.dealId;
  if (command.customerGroup !== deal.customerGroup) {
    throw forbidden('wrong_customer_group', 'Dieser Schritt gehört nicht zu Ihrer Kundengruppe.');
  }
  const row = findCustomerStep(deal.customerState, command.step, command.customerGroup);
  if (row) {
    // The steps without details of their own (documents, order) are taken through status_update,
    // which brings the facts they need; here they are held to the same rules.
    assertStepPrerequisites(deal, row.to, { savedDetails: [] }, isoToday(now));
    if (row.to === 'checkout_completed') throw orderNumberMissing();
    return [{ type: 'DealCustomerStateChanged', data: { dealId, from: deal.customerState, to: row.to, trigger: command.step, actor: command.actor, changedAt: at } }];
  }
  // The same step again (second tab, retried request, editing details later): nothing to do
  // while the deal is at or past where the step leads and the checkout is still open.
  const target = DEAL_TRANSITIONS.find((t) => t.by === 'customer' && t.trigger === command.step && t.groups.includes(command.customerGroup))?.to;
  if (target && deal.customerState === target) return [];
  if (
    command.alreadyDoneIsFine &&
    target &&
    isCheckoutOpen(deal.customerState) &&
    customerStateRank(deal.customerState) > customerStateRank(target)
  ) {
    return [];
  }
  return invalidTransition(deal.customerState, target ?? command.step);
}

function requestCustomerState(deal: OpenDeal, command: CommandOf<'RequestCustomerState'>, at: string, now: Date): DealEvent[] {
  const dealId = deal.dealId;
  if (command.customerGroup !== deal.customerGroup) {
    throw forbidden('wrong_customer_group', 'Dieser Schritt gehört nicht zu Ihrer Kundengruppe.');
  }
  if (deal.customerState === command.to) return [];
  const row = customerStepTo(deal.customerState, command.to, command.customerGroup);
  if (!row) return invalidTransition(deal.customerState, command.to);
  if (row.details && !command.savedDetails.includes(row.details)) {
    throw ruleViolated('details_required', 'Bitte füllen Sie zuerst die Angaben dieses Schritts aus und speichern Sie sie.');
  }
  const facts = { savedDetails: command.savedDetails, companyFoundedOn: command.companyFoundedOn, terms: command.terms };
  assertStepPrerequisites(deal, row.to, facts, isoToday(now));
  const changed: DealEvent = {
    type: 'DealCustomerStateChanged',
    data: { dealId, from: deal.customerState, to: row.to, trigger: row.trigger, actor: command.actor, changedAt: at },
  };
  return row.to === 'checkout_completed' ? placeOrder(deal, command, changed, at) : [changed];
}

function orderNumberMissing(): never {
  throw ruleViolated('order_number_missing', 'Die Bestellung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.');
}

/** The Berlin calendar day of `now` as an ISO date (the customer's day). */
function isoToday(now: Date): string {
  const { year, month, day } = berlinCalendarDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * checkout_completed: the terms accepted with the request (when they are new), the state change
 * and the order with its number, all in one decision, so a refused order records none of them.
 */
function placeOrder(deal: OpenDeal, command: CommandOf<'RequestCustomerState'>, changed: DealEvent, at: string): DealEvent[] {
  if (!command.orderNumber) return orderNumberMissing();
  const { dealId } = deal;
  const events: DealEvent[] = [];
  const terms = command.terms;
  if (terms && (terms.agbVersion !== deal.termsAccepted?.agbVersion || terms.withdrawalVersion !== deal.termsAccepted?.withdrawalVersion)) {
    events.push({ type: 'DealTermsAccepted', data: { dealId, agbVersion: terms.agbVersion, withdrawalVersion: terms.withdrawalVersion, actor: command.actor, acceptedAt: at } });
  }
  events.push(changed, { type: 'DealOrderPlaced', data: { dealId, orderNumber: command.orderNumber, actor: command.actor, placedAt: at } });
  return events;
}
