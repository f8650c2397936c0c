import type { CustomerGroup, OfferCustomerGroups } from '@autoleasing/contracts';
import { offerOnlyForOtherGroup } from './catalogue-errors';

/** Spec 2.7 / 8: an offer for one group only answers 400 to the other, naming the group it is for. */
export function assertOfferVisibleTo(offerGroups: OfferCustomerGroups, group: CustomerGroup, error = offerOnlyForOtherGroup): void {
  if (offerGroups !== 'both' && offerGroups !== group) throw error(offerGroups);
}

/**
 * The group a visitor who has not chosen one sees an offer in (issue 16): its only group, or the
 * default b2b (spec 9) for offers open to both.
 */
export function ownGroupOf(offerGroups: OfferCustomerGroups): CustomerGroup {
  return offerGroups === 'b2c' ? 'b2c' : 'b2b';
}
