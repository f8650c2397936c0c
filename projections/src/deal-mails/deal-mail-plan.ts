import type { DealMailKind, DeliveryOption } from '@autoleasing/contracts';
import type { DealEvent } from '@autoleasing/domain';

/** Every deal event the reaction reads (DealEvent includes the order events): the deal's facts it keeps, and the steps it mails about. */
export type DealMailSourceEvent = DealEvent;

export const DEAL_MAIL_EVENT_TYPES = [
  // facts kept for the mails (terms of the order summary)
  'DealCreated',
  'DealFinalOfferChanged',
  'DealRatesRecalculated',
  'DealDownpaymentChanged',
  'DealExtrasChanged',
  'DealDeliveryOptionChanged',
  // steps the customer waits for
  'DealOrderPlaced',
  'DealPaymentAuthorised',
  'DealPaymentCaptured',
  'DealPaymentVoided',
  'DealPaymentRefunded',
  'DealSelfAssessmentFormGenerated',
  'DealCustomerStateChanged',
  'DealDeliveryTimeUpdated',
  'DealMessagePosted',
] as const satisfies readonly DealMailSourceEvent['type'][];

/**
 * Pick-up means the customer collects the car at the dealer or the factory; with home delivery
 * the car comes to them. So the registration (car_registered, the last ops step before the
 * hand-over, spec 4.1) is "ready for pick-up" for the pick-up options and "registered, delivery
 * follows" for home delivery. car_picked_up is the hand-over itself: nothing to wait for then.
 */
export function isPickUp(option: DeliveryOption): boolean {
  return option === 'by_dealer' || option === 'by_factory';
}

/** Which mail a deal event means, if any. `deliveryOption`: the deal's as of the event. */
export function mailKindFor(event: DealMailSourceEvent, deliveryOption: DeliveryOption | null): DealMailKind | null {
  switch (event.type) {
    case 'DealOrderPlaced':
      return 'order_received';
    case 'DealPaymentAuthorised':
      return 'payment_authorised';
    case 'DealPaymentCaptured':
      return 'payment_captured';
    case 'DealPaymentVoided':
      return 'payment_voided';
    case 'DealPaymentRefunded':
      return 'payment_refunded';
    case 'DealSelfAssessmentFormGenerated':
      return 'self_assessment_ready';
    case 'DealDeliveryTimeUpdated':
      return 'delivery_date_set';
    case 'DealMessagePosted':
      // Staff answers only: the customer's own messages are not mailed back.
      return event.data.actor.role === 'Admin' ? 'staff_reply' : null;
    case 'DealCustomerStateChanged':
      return stateMail(event.data.to, deliveryOption);
    default:
      return null;
  }
}

function stateMail(to: string, deliveryOption: DeliveryOption | null): DealMailKind | null {
  if (to === 'contract_prepared') return 'contract_ready';
  if (to === 'contract_signed_uploaded') return 'contract_signed_received';
  if (to === 'car_registered') return deliveryOption && isPickUp(deliveryOption) ? 'ready_for_pickup' : 'car_registered';
  return null;
}
