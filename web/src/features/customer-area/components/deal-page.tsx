import type { CustomerStateGroup } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CarPicture } from '../../../components/car-picture';
import { DocumentList } from './documents-page';
import { MessagesPanel } from './messages-panel';
import { PaymentPanel } from './payment-panel';
import { LoadFailed, Loading } from './page-state';
import { StepProgress, Timeline } from './timeline';
import { useCustomerDeal, useLive } from './use-deal';
import './customer-area.css';
import { DealNotFoundRedirect } from '../../../components/deal-not-found-redirect';
import { DealFacts } from './deal-facts';

const PAGE_TITLES: Record<'contracts' | 'waiting_for_delivery' | 'active_contract', string> = {
  contracts: 'Ihr Vertrag in Vorbereitung',
  waiting_for_delivery: 'Status Ihrer Auslieferung',
  active_contract: 'Ihr Leasingvertrag',
};

/** Where a deal page goes when the deal's state does not fit it (spec 4.2). */
function Elsewhere({ href }: { href: string }) {
  useEffect(() => {
    if (href.includes('#')) window.location.assign(href);
  }, [href]);
  return href.includes('#') ? <Loading /> : <Navigate to={href} replace />;
}

/**
 * One deal in the customer area: the deal's contracts page, its waiting-for-delivery page and
 * its contract page (spec 2.4, 4.2) share this page; each shows only deals of its state group.
 * The timeline answers "where is my car?": every event in German with time and who acted, the
 * current step and the next one.
 */
export function DealPage({ group }: { group: 'contracts' | 'waiting_for_delivery' | 'active_contract' }) {
  const { id = '' } = useParams();
  useLive();
  const load = useCustomerDeal(id);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <DealNotFoundRedirect />;
  if (load.status === 'failed') return <LoadFailed />;
  const { detail } = load;
  const { deal } = detail;
  if (deal.state_group !== (group as CustomerStateGroup)) return <Elsewhere href={deal.resume_href} />;
  const title = `${deal.manufacturer_name} ${deal.car_series_name}`;
  return (
    <div className="ca-page">
      <header className="ca-deal-head">
        <div>
          <p className="ca-eyebrow">{PAGE_TITLES[group]}</p>
          <h1>{title}</h1>
          <p className="ca-card__model">{deal.car_model_name}</p>
          <DealFacts deal={deal} />
        </div>
        <CarPicture src={deal.image_public_url} alt={`Zeichnung: ${title}`} className="ca-deal-head__picture" />
      </header>

      <section className="ca-panel ca-now" aria-labelledby="ca-now-title">
        <h2 id="ca-now-title">Wo steht Ihre Bestellung?</h2>
        <p>
          <strong>Aktueller Schritt:</strong> <span data-testid="current-step">{detail.current_step.label}</span>
        </p>
        {detail.next_step && (
          <p>
            <strong>Als Nächstes:</strong> <span data-testid="next-step">{detail.next_step}</span>
          </p>
        )}
        {deal.shop_available && (
          <p>
            <Link to={`/customer/shop/${deal.id}`} className="button button--compact button--secondary">
              Zusatzangebote für Ihr Fahrzeug
            </Link>
          </p>
        )}
        <StepProgress steps={detail.steps} />
      </section>

      <section className="ca-panel" aria-labelledby="ca-timeline-title">
        <h2 id="ca-timeline-title">Verlauf</h2>
        <Timeline entries={detail.timeline} />
      </section>

      <section className="ca-panel" aria-labelledby="ca-docs-title">
        <h2 id="ca-docs-title">Dokumente zu dieser Bestellung</h2>
        <DocumentList documents={detail.documents} />
      </section>

      <PaymentPanel detail={detail} />

      <MessagesPanel dealId={deal.id} messages={detail.messages} />
    </div>
  );
}

export const DealContractsPage = () => <DealPage group="contracts" />;
export const WaitingForDeliveryDealPage = () => <DealPage group="waiting_for_delivery" />;
export const ContractPage = () => <DealPage group="active_contract" />;
