import type { DealDto } from '@autoleasing/contracts';
import { Link, useNavigate } from 'react-router';
import { useStatusUpdate } from '../api/checkout-api';
import { checkoutHref } from '../lib/step-guard';
import { CarHeader } from './configurator-page';
import { OfferDetails } from './offer-details';
import { ConfiguratorGate } from './step-gate';

function ConfiguratorSummary({ deal }: { deal: DealDto }) {
  const navigate = useNavigate();
  const status = useStatusUpdate(deal.id);
  const failure = status.error instanceof Error ? status.error.message : null;
  const confirm = async () => {
    // inquired → car_configured; a deal already past it keeps its state and goes on where it was.
    if (deal.customer_state === 'inquired') {
      try {
        await status.mutateAsync('car_configured');
      } catch {
        return;
      }
    }
    void navigate(checkoutHref(deal.id));
  };
  return (
    <div className="co-step" data-route-name="checkout-configurator-summary">
      <h1>Ihre Konfiguration</h1>
      <CarHeader deal={deal} />
      <section className="co-card" aria-labelledby="co-config">
        <h2 id="co-config">Ihr Leasingangebot</h2>
        <OfferDetails deal={deal} />
      </section>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="co-actions">
        <Link className="button button--secondary" to={`/checkout/configurator?deal_id=${encodeURIComponent(deal.id)}`}>
          Konfiguration ändern
        </Link>
        <button type="button" className="button" onClick={() => void confirm()} disabled={status.isPending}>
          Konfiguration bestätigen und weiter
        </button>
      </div>
    </div>
  );
}

/** /checkout/configurator/summary (route checkout-configurator-summary). */
export function ConfiguratorSummaryPage() {
  return <ConfiguratorGate>{({ deal }) => <ConfiguratorSummary deal={deal} />}</ConfiguratorGate>;
}
