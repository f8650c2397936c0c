import './checkout.css';
import type { CheckoutStep, CustomerGroup, DealDto } from '@autoleasing/contracts';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { DealNotFoundRedirect } from '../../../components/deal-not-found-redirect';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useDeal, useIsDealUpdating } from '../api/checkout-api';
import { pageLoader } from '../lib/full-page-load';
import { decideConfigurator, decideStep, type StepDecision } from '../lib/step-guard';

export interface StepContext {
  deal: DealDto;
  dealId: string;
  group: CustomerGroup;
  customerId: string;
}

function Loading() {
  return (
    <p role="status" className="co-loading">
      Ihre Bestellung wird geladen …
    </p>
  );
}

/**
 * The deal's read model is behind a change (issue 19): the page neither shows the older view nor
 * steps back to the previous step; it says so while the deal is asked for again.
 */
export function DealUpdatingNotice({ gaveUp, onRetry }: { gaveUp: boolean; onRetry: () => void }) {
  if (!gaveUp) {
    return (
      <p role="status" className="co-loading">
        Ihre Bestellung wird aktualisiert …
      </p>
    );
  }
  return (
    <div role="alert" className="co-loading">
      <p>Ihre Änderung ist gespeichert, die Anzeige ist aber noch nicht aktualisiert. Bitte versuchen Sie es in einem Moment erneut.</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut laden
      </button>
    </div>
  );
}

function FullPageLoad({ to }: { to: string }) {
  useEffect(() => pageLoader.load(to), [to]);
  return <Loading />;
}

function Gate({ decide, children }: { decide: (deal: DealDto, group: CustomerGroup | null) => StepDecision; children: (ctx: StepContext) => ReactNode }) {
  const [params] = useSearchParams();
  const dealId = params.get('deal_id');
  const session = useSession();
  const deal = useDeal(dealId);
  const updating = useIsDealUpdating(dealId, deal);
  // Spec 7.8: a missing deal_id has no page.
  if (!dealId) return <Navigate to="/not-found" replace />;
  // Spec 4.1 / 7.8: a missing or foreign deal (404) goes to /customer; no answer already went to /error, other failures toast.
  if (updating) return <DealUpdatingNotice gaveUp={deal.isError} onRetry={() => void deal.refetch()} />;
  if (deal.isError) return deal.error instanceof ApiError && deal.error.statusCode === 404 ? <DealNotFoundRedirect /> : null;
  if (!deal.data || !session.data) return <Loading />;
  const decision = decide(deal.data, session.data.customerGroup);
  // An archived deal counts as not found (spec 4.1).
  if (decision.action === 'redirect' && decision.to === '/customer') return <DealNotFoundRedirect />;
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'full-page-load') return <FullPageLoad to={decision.to} />;
  return <>{children({ deal: deal.data, dealId, group: session.data.customerGroup ?? deal.data.customer_group, customerId: session.data.userId ?? deal.data.customer_id })}</>;
}

/** A checkout step (spec 2.3) behind the group and state guards of spec 5.2 and 4.2. */
export function StepGate({ step, children }: { step: CheckoutStep; children: (ctx: StepContext) => ReactNode }) {
  return <Gate decide={(deal, group) => decideStep(step, deal, group)}>{children}</Gate>;
}

export function ConfiguratorGate({ children }: { children: (ctx: StepContext) => ReactNode }) {
  return <Gate decide={decideConfigurator}>{children}</Gate>;
}
