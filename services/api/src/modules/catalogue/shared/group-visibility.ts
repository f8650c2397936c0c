import type { CustomerGroup, OfferCustomerGroups } from '@autoleasing/contracts';
import { offerOnlyForOtherGroup } from './catalogue-errors';

/** Spec 2.7 / 8: an offer for one group only answers 400 to the other, naming the group it is for. */
export function assertOfferVisibleTo(offerGroups: OfferCustomerGroups, group: CustomerGroup, error = offerOnlyForOtherGroup): void {
  if (offerGroups !== 'both' && offerGroups !== group) throw error(offerGroups);
}
