import { useCustomerGroup } from '../../lib/customer-group';
import { hotOffersListing } from '../../lib/listing-pages';
import { OfferSearch } from './offer-search';

/**
 * Hot offers page (spec 7.2): level-two offers with term[hot_offer]=true, the group's rate
 * ascending (gross for b2c, otherwise net), 100 per page — no filters; every hot deal is reachable
 * through the pages and the count says how many there are (issue 18).
 */
export function HotOffersPage() {
  const { group } = useCustomerGroup();
  return (
    <OfferSearch
      title="Hot Deals"
      intro={<p>Unsere aktuell gefragtesten Leasing-Angebote, günstigste Rate zuerst.</p>}
      {...hotOffersListing(group)}
    />
  );
}
