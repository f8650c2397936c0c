import type { DealDto } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { money } from '../lib/money';
import { RateSection, useRateForm } from './configurator-rate';
import { TermSection, useTermChange } from './configurator-terms';
import { ConfiguratorGate } from './step-gate';

/** The configurator (spec 4.5): terms and packages are stored at once; Anzahlung and list price go through the rate calculation. */
function Configurator({ deal }: { deal: DealDto }) {
  const rating = useRateForm(deal);
  const terms = useTermChange(deal.id, { onStart: rating.clearSaved, onStored: rating.clearRate });
  const busy = terms.isPending || rating.isSaving;
  return (
    <div className="co-step" data-route-name="checkout-configurator">
      <h1>Fahrzeug konfigurieren</h1>
      <CarHeader deal={deal} />
      <TermSection deal={deal} terms={terms} busy={busy} />
      <RateSection deal={deal} rating={rating} busy={busy} />
      <div className="co-actions">
        <Link className="button" to={`/checkout/configurator/summary?deal_id=${encodeURIComponent(deal.id)}`}>
          Weiter zur Übersicht
        </Link>
      </div>
    </div>
  );
}

export function CarHeader({ deal }: { deal: DealDto }) {
  const car = deal.final_offer.final_car_model;
  const offer = deal.final_offer;
  return (
    <div className="co-car">
      {car.image_public_url && <img src={car.image_public_url} alt={`${car.manufacturer_name} ${car.car_series_name}`} width={240} height={150} />}
      <div>
        <p className="co-car__name">
          {car.manufacturer_name} {car.car_series_name}
        </p>
        <p className="co-muted">{car.name}</p>
        <p className="co-car__rate">
          <strong>{money(offer.total_rate_cents)}</strong> {offer.customer_group === 'b2b' ? 'netto mtl.' : 'Inkl. USt/mtl.'}
        </p>
      </div>
    </div>
  );
}

/** /checkout/configurator (route checkout-configurator). */
export function ConfiguratorPage() {
  return <ConfiguratorGate>{({ deal }) => <Configurator deal={deal} />}</ConfiguratorGate>;
}
