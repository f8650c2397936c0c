import { Link } from 'react-router';
import { CarHeader } from './configurator-page';
import { OfferDetails } from './offer-details';
import { SelfAssessmentSection } from './self-assessment';
import { StepGate } from './step-gate';

/** /checkout/success (route checkout-success): allowed in checkout_completed (spec 4.1). */
export function SuccessPage() {
  return (
    <StepGate step="success">
      {({ deal }) => (
        <div className="co-step" data-route-name="checkout-success">
          <h1>Vielen Dank für Ihre Bestellung</h1>
          <p className="alert alert--success" role="status">
            Ihre Bestellung ist bei uns eingegangen. Wir bereiten Ihren Leasingvertrag vor und melden uns in Kürze bei Ihnen.
          </p>
          {deal.order_number && (
            <p className="co-order-number">
              Ihre Bestellnummer: <strong data-testid="order-number">{deal.order_number}</strong>
            </p>
          )}
          <CarHeader deal={deal} />
          <section className="co-card" aria-labelledby="co-ordered">
            <h2 id="co-ordered">Ihre Bestellung</h2>
            <OfferDetails deal={deal} />
          </section>
          <SelfAssessmentSection deal={deal} />
          <div className="co-actions">
            <Link className="button" to="/customer">
              Zum Kundenbereich
            </Link>
          </div>
        </div>
      )}
    </StepGate>
  );
}
