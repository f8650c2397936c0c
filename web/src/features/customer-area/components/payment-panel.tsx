import { PAYMENT_STATUS_LABELS, type CustomerDealDetailDto } from '@autoleasing/contracts';
import { useQuery } from '@tanstack/react-query';
import { paymentQueryOptions } from '../api/customer-area-api';
import { groupMoney } from '../../../lib/group-money';

/** Payment (spec 4.3, GET payments/{id}) and the chosen extras of a deal. */
export function PaymentPanel({ detail }: { detail: CustomerDealDetailDto }) {
  const group = detail.deal.customer_group;
  const payment = useQuery(paymentQueryOptions(detail.deal.id));
  const selected = detail.extras.filter((e) => e.selected);
  return (
    <section className="ca-panel" aria-labelledby="ca-payment-title">
      <h2 id="ca-payment-title">Zahlung und Extras</h2>
      <dl className="ca-card__facts">
        <div>
          <dt>Gewählte Extras</dt>
          <dd>{selected.length ? selected.map((e) => `${e.label} (${groupMoney(e.price_cents, group)})`).join(', ') : 'keine'}</dd>
        </div>
        {payment.data && (
          <>
            <div>
              <dt>Anzahlung</dt>
              <dd>{groupMoney(payment.data.downpayment_cents, group)}</dd>
            </div>
            <div>
              <dt>Zahlungsstatus</dt>
              <dd>
                {payment.data.payment_due ? 'Zahlung ausstehend' : payment.data.payment_status ? PAYMENT_STATUS_LABELS[payment.data.payment_status] : 'keine Zahlung fällig'}
              </dd>
            </div>
            {detail.deal.order_number && (
              <div>
                <dt>Bestellnummer</dt>
                <dd>{detail.deal.order_number}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {payment.data && payment.data.charges.length > 0 && (
        <ul className="ca-documents">
          {payment.data.charges.map((c) => (
            <li key={c.id} className="ca-document">
              <span>
                <time dateTime={c.created_at}>{c.created_at_text}</time> · {c.card_brand} •••• {c.card_last4}
              </span>
              <span>
                {groupMoney(c.amount_cents, group)} – {PAYMENT_STATUS_LABELS[c.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {payment.data && payment.data.events.length > 0 && (
        <>
          <h3>Verlauf der Zahlung</h3>
          <ol className="ca-documents" aria-label="Verlauf der Zahlung">
            {payment.data.events.map((e) => (
              <li key={e.event_id} className="ca-document">
                <span>
                  <time dateTime={e.at}>{e.at_text}</time>
                </span>
                <span>
                  {e.amount_cents !== null && `${groupMoney(e.amount_cents, group)} – `}
                  {e.status_label}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
