import { SHOP_PRODUCTS, findShopProduct, formatCents, type CustomerDealDetailDto, type ShopProduct } from '@autoleasing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { customerAreaKeys, postMessage } from '../api/customer-area-api';
import { LoadFailed, Loading } from './page-state';
import { useCustomerDeal } from './use-deal';
import './customer-area.css';
import { DealNotFoundRedirect } from '../../../components/deal-not-found-redirect';

/**
 * The customer shop (spec 2.4, 4.1): accessories and services for the leased car, reachable only
 * while the deal is customer_confirmed or delivery_time_updated. An order is a binding request to
 * our team: it is posted as the deal's message (category shop_order, DealMessagePosted), shown on
 * the deal page, and billed with the hand-over. See contracts/src/customer-area/shop.ts.
 */
function ShopGate({ children }: { children: (detail: CustomerDealDetailDto) => ReactNode }) {
  const { id = '' } = useParams();
  const load = useCustomerDeal(id);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'missing') return <DealNotFoundRedirect />;
  if (load.status === 'failed') return <LoadFailed />;
  if (!load.detail.deal.shop_available) return <Navigate to={load.detail.deal.resume_href.includes('#') ? '/customer' : load.detail.deal.resume_href} replace />;
  return <>{children(load.detail)}</>;
}

const carName = (detail: CustomerDealDetailDto) => `${detail.deal.manufacturer_name} ${detail.deal.car_series_name}`;

/** /customer/shop/{id} */
export function ShopPage() {
  return (
    <ShopGate>
      {(detail) => (
        <div className="ca-page">
          <h1>Zusatzangebote für Ihren {carName(detail)}</h1>
          <p>
            Wir stimmen die Leistungen mit dem ausliefernden Händler ab, sodass alles bei der Übergabe bereit ist. Die Preise sind Endpreise inklusive Montage; abgerechnet wird
            mit der Übergabe.
          </p>
          <ul className="ca-cards ca-shop">
            {SHOP_PRODUCTS.map((product) => (
              <li key={product.id} className="ca-card">
                <div className="ca-card__body">
                  <h2 className="ca-card__title">{product.name}</h2>
                  <p>{product.description}</p>
                  <p className="ca-price">{formatCents(product.price_cents)}</p>
                  <Link to={`/customer/shop-form/${detail.deal.id}?product=${product.id}`} className="button button--compact">
                    Anfragen<span className="visually-hidden">: {product.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ShopGate>
  );
}

interface ShopOrderState {
  productId: string;
  note: string;
  key: string;
}

/** /customer/shop-form/{id}?product= */
export function ShopFormPage() {
  return <ShopGate>{(detail) => <ShopForm detail={detail} />}</ShopGate>;
}

function ShopForm({ detail }: { detail: CustomerDealDetailDto }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formId = useId();
  const [productId, setProductId] = useState(findShopProduct(params.get('product') ?? '')?.id ?? '');
  const [note, setNote] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ product?: string; consent?: string }>({});
  const productRef = useRef<HTMLFieldSetElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!productId) next.product = 'Bitte wählen Sie eine Leistung.';
    if (!consent) next.consent = 'Bitte bestätigen Sie die verbindliche Anfrage.';
    setErrors(next);
    if (next.product) return productRef.current?.querySelector('input')?.focus();
    if (next.consent) return consentRef.current?.focus();
    const state: ShopOrderState = { productId, note: note.trim(), key: crypto.randomUUID() };
    void navigate(`/customer/shop-form/${detail.deal.id}/pending`, { state });
  }

  return (
    <div className="ca-page">
      <h1>Ihre Anfrage</h1>
      <p>Für Ihren {carName(detail)}.</p>
      <form className="ca-form" onSubmit={submit} noValidate>
        <fieldset ref={productRef} className="ca-field" aria-describedby={errors.product ? `${formId}-product-error` : undefined}>
          <legend>Leistung</legend>
          {SHOP_PRODUCTS.map((product) => (
            <label key={product.id} className="ca-choice">
              <input type="radio" name="product" value={product.id} checked={productId === product.id} onChange={() => setProductId(product.id)} />
              {product.name} – {formatCents(product.price_cents)}
            </label>
          ))}
          {errors.product && (
            <p id={`${formId}-product-error`} className="field-error">
              {errors.product}
            </p>
          )}
        </fieldset>
        <div className="ca-field">
          <label htmlFor={`${formId}-note`}>Anmerkung (optional)</label>
          <textarea className="form-control" id={`${formId}-note`} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="ca-field">
          <label className="ca-choice">
            <input
              ref={consentRef}
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${formId}-consent-error` : undefined}
            />
            Ich frage diese Leistung verbindlich zum angegebenen Preis an. Die Abrechnung erfolgt mit der Fahrzeugübergabe.
          </label>
          {errors.consent && (
            <p id={`${formId}-consent-error`} className="field-error">
              {errors.consent}
            </p>
          )}
        </div>
        <button type="submit" className="button button--compact">
          Verbindlich anfragen
        </button>
      </form>
    </div>
  );
}

export function orderMessage(product: ShopProduct, note: string): string {
  return [`Anfrage Zusatzleistung: ${product.name} (${formatCents(product.price_cents)})`, note ? `Anmerkung: ${note}` : null].filter(Boolean).join('\n');
}

/** /customer/shop-form/{id}/pending: sends the order (once, Idempotency-Key) and goes on to success. */
export function ShopPendingPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = location.state as ShopOrderState | null;
  const product = state ? findShopProduct(state.productId) : undefined;
  const sent = useRef(false);

  useEffect(() => {
    if (!state || !product || sent.current) return;
    sent.current = true;
    postMessage({ deal_id: id, message: orderMessage(product, state.note), category: 'shop_order', source: 'customer_shop' }, state.key)
      .then(async (message) => {
        await queryClient.invalidateQueries({ queryKey: customerAreaKeys.deal(id) });
        void navigate(`/customer/shop-form/${id}/success`, { replace: true, state: { reference: message.id.slice(0, 8).toUpperCase(), productName: product.name } });
      })
      .catch(() => {
        // The client showed the toast (or the error page); back to the form with the choice.
        void navigate(`/customer/shop-form/${id}?product=${product.id}`, { replace: true });
      });
  }, [id, navigate, product, queryClient, state]);

  if (!state || !product) return <Navigate to={id ? `/customer/shop/${id}` : '/customer'} replace />;
  return (
    <div className="ca-page">
      <h1>Ihre Anfrage wird bearbeitet</h1>
      <p role="status">Wir übermitteln Ihre Anfrage für „{product.name}“ an unser Team. Bitte schließen Sie diese Seite nicht.</p>
    </div>
  );
}

/** /customer/shop-form/{id?}/success */
export function ShopSuccessPage() {
  const { id } = useParams();
  const state = useLocation().state as { reference?: string; productName?: string } | null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="ca-page">
      <h1 ref={headingRef} tabIndex={-1}>
        Ihre Anfrage ist eingegangen
      </h1>
      {state?.reference ? (
        <p role="status">
          Vielen Dank! Ihre Anfrage für „{state.productName}“ hat die Vorgangsnummer <strong>{state.reference}</strong>. Unser Team bestätigt Ihnen die Leistung innerhalb von zwei
          Werktagen per Nachricht zu Ihrer Bestellung.
        </p>
      ) : (
        <p>Vielen Dank! Unser Team bestätigt Ihnen die Leistung innerhalb von zwei Werktagen per Nachricht zu Ihrer Bestellung.</p>
      )}
      <p>
        <Link to={id ? `/customer/waiting-for-delivery/${id}` : '/customer'} className="button button--compact">
          Zurück zu Ihrer Bestellung
        </Link>
      </p>
    </div>
  );
}
