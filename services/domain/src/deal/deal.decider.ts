/**
 * The deal decider: `decide` dispatches each command to its concern's module (deal-<concern>.decider.ts),
 * `evolve` folds the events (deal.evolve.ts). The rest of the repo imports the deal's decider API from here.
 */
import { assertNever, type Decider, type DecisionContext } from '../shared/decider';
import { notFound, ruleViolated } from '../shared/domain-error';
import type { DealCommand } from './deal.commands';
import type { DealEvent } from './deal.events';
import { evolve, initialState } from './deal.evolve';
import type { DealState, OpenDeal } from './deal.state';
import { decideConfiguration } from './deal-configuration.decider';
import { decideCustomerRecord } from './deal-customer-record.decider';
import { decideDocuments } from './deal-documents.decider';
import { decideOps } from './deal-ops.decider';
import { decideCheckoutStep } from './deal-order.decider';
import { decidePayment } from './deal-payment.decider';

export type { DealCommand } from './deal.commands';
export type { DealState, OpenDeal } from './deal.state';

/**
 * The customer's own deal, not archived. Everything else (an unknown id, another customer's deal,
 * an archived one) is answered alike as not found, so ownership is never disclosed.
 */
export function isOwnLiveDeal(state: DealState, customerId: string): state is OpenDeal {
  return state.status === 'open' && state.customerId === customerId && state.customerState !== 'customer_archived';
}

/** The one answer for an unknown, another customer's or an archived deal (ownership is not disclosed). */
export const dealNotFound = () => notFound('deal_not_found', 'Der Deal wurde nicht gefunden.');

/** Spec 4.1: an archived deal is treated as not found. */
function requireOpen(state: DealState): OpenDeal {
  if (state.status !== 'open' || state.customerState === 'customer_archived') throw dealNotFound();
  return state;
}

function decide(command: DealCommand, state: DealState, { now }: DecisionContext): DealEvent[] {
  const at = now.toISOString();
  if (command.type === 'CreateDeal') {
    if (state.status !== 'none') throw ruleViolated('deal_exists', 'Dieser Deal existiert bereits.');
    if (command.offer.financeRateCents <= 0) {
      throw ruleViolated('rate_not_positive', 'Für dieses Angebot lässt sich keine Rate über 0 € berechnen.');
    }
    const { type: _type, ...data } = command;
    return [{ type: 'DealCreated', data: { ...data, createdAt: at } }];
  }
  const deal = requireOpen(state);
  switch (command.type) {
    case 'CompleteCheckoutStep':
    case 'RequestCustomerState':
      return decideCheckoutStep(deal, command, at, now);
    case 'ChangeConfiguration':
    case 'ChangeDownpayment':
    case 'GiveExtrasAgbConsent':
    case 'SelectExtra':
    case 'ChooseLogistics':
    case 'ChangeDeliveryOption':
    case 'ChangeFinanceSelection':
    case 'RestartConfigurator':
      return decideConfiguration(deal, command, at);
    case 'PostMessage':
    case 'ApplyReferral':
    case 'ChangePaymentStatus':
      return decideCustomerRecord(deal, command, at);
    case 'PerformOpsAction':
    case 'ArchiveDeal':
      return decideOps(deal, command, at);
    case 'AttachDocument':
    case 'RemoveDocument':
    case 'RecordSelfAssessmentForm':
      return decideDocuments(deal, command, at);
    case 'AuthorisePayment':
    case 'VoidPayment':
    case 'RefundPayment':
      return decidePayment(deal, command, at);
    default:
      return assertNever(command, 'deal command');
  }
}

export const dealDecider: Decider<DealState, DealCommand, DealEvent> = { initialState, evolve, decide };
