import './checkout.css';
import { useSearchParams } from 'react-router';
import { useDeal } from '../api/checkout-api';
import { OfferDetails } from './offer-details';
import { money } from '../lib/money';

/** The 270 px column beside the checkout steps: the deal as it stands. */
export function CheckoutOrderAside() {
  const [params] = useSearchParams();
  const deal = useDeal(params.get('deal_id'));
  const car = deal.data?.final_offer.final_car_model;
  return (
    <aside className="sidebar co-aside" aria-label="Ihre Bestellung">
      <p className="sidebar__title">Ihre Bestellung</p>
      {deal.data && car && (
        <>
          <p className="co-aside__car">
            {car.manufacturer_name} {car.car_series_name}
          </p>
          <p className="co-muted">{car.name}</p>
          <p className="co-aside__rate">
            {money(deal.data.final_offer.total_rate_cents)} <span>{deal.data.customer_group === 'b2b' ? 'netto mtl.' : 'Inkl. USt/mtl.'}</span>
          </p>
          <OfferDetails deal={deal.data} compact />
        </>
      )}
    </aside>
  );
}
