import { customerStateRank } from '@autoleasing/contracts';
import { assertNever } from '../shared/decider';
import { ruleViolated } from '../shared/domain-error';
import type { CommandOf } from './deal.commands';
import type { DealEvent } from './deal.events';
import type { OpenDeal } from './deal.state';

/** Messages, referral codes and the payment status the provider reports. */
export function decideCustomerRecord(deal: OpenDeal, command: CommandOf<'PostMessage' | 'ApplyReferral' | 'ChangePaymentStatus'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  switch (command.type) {
    case 'PostMessage':
      return [
        {
          type: 'DealMessagePosted',
          data: { dealId, messageId: command.messageId, category: command.category, source: command.source, actor: command.actor, postedAt: at },
        },
      ];
    case 'ApplyReferral':
      return applyReferral(deal, command, at);
    case 'ChangePaymentStatus':
      if (deal.paymentStatus === 'paid') {
        if (command.paymentStatus === 'paid') return [];
        throw ruleViolated('payment_already_paid', 'Diese Zahlung ist bereits erfolgt.');
      }
      return deal.paymentStatus === command.paymentStatus
        ? []
        : [{ type: 'DealPaymentStatusChanged', data: { dealId, paymentStatus: command.paymentStatus, chargeId: command.chargeId, changedAt: at } }];
    default:
      return assertNever(command, 'deal command');
  }
}

function applyReferral(deal: OpenDeal, command: CommandOf<'ApplyReferral'>, at: string): DealEvent[] {
  const dealId = deal.dealId;
  if (deal.referredByCode === command.referredByCode) return [];
  if (deal.referredByCode !== null) {
    throw ruleViolated('referral_already_applied', 'Für diesen Deal wurde bereits ein Empfehlungscode eingelöst.');
  }
  if (command.referrerCustomerId === deal.customerId) {
    throw ruleViolated('referral_own_code', 'Ihren eigenen Empfehlungscode können Sie nicht einlösen.');
  }
  if (customerStateRank(deal.customerState) >= customerStateRank('checkout_completed')) {
    throw ruleViolated('checkout_closed', 'Ein Empfehlungscode kann nur vor Abschluss der Bestellung eingelöst werden.');
  }
  return [
    { type: 'DealReferralApplied', data: { dealId, referredByCode: command.referredByCode, referrerCustomerId: command.referrerCustomerId, appliedAt: at } },
  ];
}
