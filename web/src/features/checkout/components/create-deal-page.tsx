import './checkout.css';
import { DELIVERY_OPTIONS, type CreateDealRequest, type DeliveryOption } from '@autoleasing/contracts';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { createDeal, useDeal, useIsDealUpdating } from '../api/checkout-api';
import { pageLoader } from '../lib/full-page-load';
import { decideStep } from '../lib/step-guard';
import { useSession } from '../../../lib/session';
import { DealUpdatingNotice } from './step-gate';

/**
 * Reads deal_props (JSON, as the car detail page's button writes it) into the create request;
 * undefined when they are not usable. Fields the API does not take (quote, group) stay behind:
 * the group is the logged-in customer's.
 */
export function parseDealProps(text: string | null): CreateDealRequest['deal_props'] | undefined {
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (typeof raw.car_spec_id !== 'string' || typeof raw.months !== 'number' || typeof raw.km_per_year !== 'number') return undefined;
    const props: CreateDealRequest['deal_props'] = { car_spec_id: raw.car_spec_id, months: raw.months, km_per_year: raw.km_per_year };
    if (typeof raw.delivery_option === 'string' && (DELIVERY_OPTIONS as readonly string[]).includes(raw.delivery_option)) props.delivery_option = raw.delivery_option as DeliveryOption;
    if (typeof raw.insurance === 'boolean') props.insurance = raw.insurance;
    if (typeof raw.service_package === 'boolean') props.service_package = raw.service_package;
    return props;
  } catch {
    return undefined;
  }
}

/** One key per deal_props in this tab: a reload or a second effect run creates no second deal. */
function idempotencyKeyFor(props: string): string {
  const storageKey = `create-deal:${props}`;
  try {
    const existing = sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

function Waiting() {
  return (
    <div className="co-entry">
      <h1>Ihr Angebot wird vorbereitet</h1>
      <p role="status">Einen Moment bitte, wir legen Ihre Bestellung an …</p>
    </div>
  );
}

function CreateFromProps({ propsText }: { propsText: string }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const props = parseDealProps(propsText);
    if (!props) {
      void navigate('/error', { replace: true });
      return;
    }
    createDeal({ deal_props: props, force_create: true }, idempotencyKeyFor(propsText)).then(
      (deal) => void navigate(`/create-deal?deal_id=${encodeURIComponent(deal.id)}`, { replace: true }),
      () => void navigate('/error', { replace: true }),
    );
  }, [navigate, propsText]);
  return <Waiting />;
}

function ResumeDeal({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId);
  const updating = useIsDealUpdating(dealId, deal);
  const session = useSession();
  useEffect(() => {
    if (!deal.data || !session.data) return;
    const decision = decideStep('checkout', deal.data, session.data.customerGroup);
    if (decision.action === 'full-page-load') pageLoader.load(decision.to);
  }, [deal.data, session.data]);
  if (updating) return <DealUpdatingNotice gaveUp={deal.isError} onRetry={() => void deal.refetch()} />;
  if (deal.isError) return <Navigate to="/error" replace />;
  if (deal.data && session.data) {
    const decision = decideStep('checkout', deal.data, session.data.customerGroup);
    if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
    if (decision.action === 'show') return <Navigate to={`/checkout?deal_id=${encodeURIComponent(dealId)}`} replace />;
  }
  return <Waiting />;
}

/**
 * Create-deal entry (spec 4.4): with deal_props and no deal_id the deal is created (force_create,
 * Idempotency-Key) and the page reloads itself with the new deal_id; with deal_id the deal
 * resumes where its state says (spec 4.2). Failure, or neither, → /error.
 */
export function CreateDealPage() {
  const [params] = useSearchParams();
  const dealId = params.get('deal_id');
  const props = params.get('deal_props');
  if (dealId) return <ResumeDeal key={dealId} dealId={dealId} />;
  if (props) return <CreateFromProps propsText={props} />;
  return <Navigate to="/error" replace />;
}
