import { checkoutStepPath, type DealDto, type CustomerGroup } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { nextStep } from '../lib/step-guard';
import { CarHeader } from './configurator-page';
import { OfferDetails } from './offer-details';
import { StepFrame } from './step-frame';
import { StepGate } from './step-gate';

function CheckoutStart({ deal, group }: { deal: DealDto; group: CustomerGroup }) {
  return (
    <StepFrame step="checkout" group={group} dealId={deal.id} title="Ihre Bestellung" intro="Prüfen Sie Ihr Angebot. Danach fragen wir die Angaben ab, die die Leasinggesellschaft für die Bonitätsprüfung braucht.">
      <CarHeader deal={deal} />
      <section className="co-card" aria-labelledby="co-offer">
        <h2 id="co-offer">Ihr Leasingangebot</h2>
        <OfferDetails deal={deal} />
      </section>
      <div className="co-actions">
        <Link className="button button--secondary" to={`/checkout/configurator?deal_id=${encodeURIComponent(deal.id)}`}>
          Konfiguration ändern
        </Link>
        <Link className="button" to={checkoutStepPath(nextStep('checkout', group), deal.id)}>
          {group === 'b2c' ? 'Weiter zu den persönlichen Angaben' : 'Weiter zu den geschäftlichen Angaben'}
        </Link>
      </div>
    </StepFrame>
  );
}

/** /checkout?deal_id= (route checkout): the resume page of spec 4.2. */
export function CheckoutStartPage() {
  return <StepGate step="checkout">{({ deal, group }) => <CheckoutStart deal={deal} group={group} />}</StepGate>;
}
