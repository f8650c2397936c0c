import { PAYMENT_RULE_CODES } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealEvent } from './deal.events';
import { requireEditable } from './deal.shared';
import type { OpenDeal } from './deal.state';
import { isPaymentHeld } from './deal-order.rules';

/** 409 payment_not_due: no card payment is due on the deal now (the decider), or one is already under way (the api). */
export const paymentNotDue = () => ruleViolated(PAYMENT_RULE_CODES.notDue, 'Für diesen Deal ist derzeit keine Zahlung fällig.');

/** The reservation's life: reserved while the checkout is open, released by the customer, paid back by ops. */
export function decidePayment(deal: OpenDeal, command: CommandOf<'AuthorisePayment' | 'VoidPayment' | 'RefundPayment'>, at: string): DealEvent[] {
  const { dealId } = deal;
  const payment = deal.payment;
  switch (command.type) {
    case 'AuthorisePayment':
      return authorisePayment(deal, command, at);
    case 'VoidPayment': {
      if (payment?.status !== 'authorised') {
        throw ruleViolated(PAYMENT_RULE_CODES.nothingReserved, 'Für diesen Deal ist keine Reservierung vorhanden, die aufgehoben werden kann.');
      }
      // After the order the customer cancels the order itself (ops), not only the reservation.
      requireEditable(deal);
      const { paymentId, amountCents } = payment;
      return [{ type: 'DealPaymentVoided', data: { dealId, paymentId, amountCents, reason: 'customer_changes_terms', actor: command.actor, voidedAt: at } }];
    }
    case 'RefundPayment': {
      if (payment?.status !== 'captured') {
        throw ruleViolated(PAYMENT_RULE_CODES.nothingCaptured, 'Für diesen Deal wurde kein Betrag eingezogen, der erstattet werden kann.');
      }
      const { paymentId, amountCents } = payment;
      return [{ type: 'DealPaymentRefunded', data: { dealId, paymentId, amountCents, actor: command.actor, refundedAt: at } }];
    }
    default:
      return assertNever(command, 'payment command');
  }
}

function authorisePayment(deal: OpenDeal, command: CommandOf<'AuthorisePayment'>, at: string): DealEvent[] {
  const { dealId } = deal;
  const payment = deal.payment;
  if (payment?.paymentId === command.paymentId && payment.status === 'authorised') return [];
  requireEditable(deal);
  // A card reservation is what the customer chose (or the only way the offer allows).
  const cardChosen = deal.financeSelection === 'one_time' || deal.financeOptions === 'one_time';
  const due = !isPaymentHeld(deal) && deal.offer.downpaymentCents > 0 && cardChosen;
  if (!due) throw paymentNotDue();
  if (command.amountCents !== deal.offer.downpaymentCents) {
    throw ruleViolated('payment_amount_outdated', 'Die Anzahlung hat sich geändert. Bitte laden Sie die Seite neu und prüfen Sie den Betrag.');
  }
  return [
    {
      type: 'DealPaymentAuthorised',
      data: { dealId, paymentId: command.paymentId, amountCents: command.amountCents, method: command.method, actor: command.actor, authorisedAt: at },
    },
  ];
}
