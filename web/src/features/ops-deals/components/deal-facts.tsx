import {
  formatBerlinDateTime,
  CUSTOMER_STATE_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  PAYMENT_STATUS_LABELS,
  type AttachedDocument,
  type DeliveryTimeBand,
  type OpsDealRowDto,
} from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { groupMoney } from '../../../lib/group-money';
import { opsDealKeys, refundOpsPayment } from '../api/ops-deals-api';

/** Ops pay a captured Anzahlung back (DealPaymentRefunded); asks before it moves money. */
function RefundButton({ dealId }: { dealId: string }) {
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => refundOpsPayment(dealId),
    onSuccess: () => showToast({ key: 'ops-refund', message: 'Die Anzahlung wurde erstattet.', tone: 'success', durationMs: 3000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsDealKeys.all }),
  });
  return (
    <button
      type="button"
      className="link-button ops-link-button ops-inline"
      disabled={refund.isPending}
      onClick={() => {
        if (window.confirm('Die eingezogene Anzahlung wirklich erstatten?')) refund.mutate();
      }}
    >
      Anzahlung erstatten
    </button>
  );
}

function ContractFiles({ contracts }: { contracts: readonly AttachedDocument[] }) {
  if (contracts.length === 0) return <>Noch nicht hochgeladen</>;
  return (
    <ul className="ops-files">
      {contracts.map((c) => (
        <li key={c.id}>
          <a href={c.download_url} target="_blank" rel="noopener noreferrer">
            {c.file_name}
            <span className="visually-hidden"> (PDF, öffnet in neuem Tab)</span>
          </a>{' '}
          <span className="ops-muted ops-inline">{formatBerlinDateTime(c.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The deal's facts as ops staff need them at a glance, with the refund of a captured Anzahlung. */
export function DealFacts({ deal, contracts }: { deal: OpsDealRowDto; contracts: readonly AttachedDocument[] }) {
  return (
    <dl className="ops-facts">
      <dt>Bestellnummer</dt>
      <dd>{deal.order_number ?? '–'}</dd>
      <dt>Anzahlung</dt>
      <dd>
        {deal.payment_status ? PAYMENT_STATUS_LABELS[deal.payment_status] : 'keine Kartenzahlung'}
        {deal.payment_status === 'paid' && <RefundButton dealId={deal.id} />}
      </dd>
      <dt>Status</dt>
      <dd>
        <span className={`ops-state ops-state--${deal.customer_state}`}>{CUSTOMER_STATE_LABELS[deal.customer_state]}</span>
      </dd>
      <dt>Kunde</dt>
      <dd>
        {deal.customer_name || '–'} · {deal.customer_email} · {deal.customer_group === 'b2b' ? 'Geschäftskunde' : 'Privatkunde'}
      </dd>
      <dt>Fahrzeug</dt>
      <dd>
        {deal.manufacturer_name} {deal.car_series_name} · {deal.car_model_name}
      </dd>
      <dt>Händler</dt>
      <dd>{deal.dealer_name}</dd>
      <dt>Monatsrate</dt>
      <dd>{groupMoney(deal.total_rate_cents, deal.customer_group, { monthly: true })}</dd>
      <dt>Lieferzeit</dt>
      <dd>{deal.delivery_time ? DELIVERY_TIME_BAND_LABELS[deal.delivery_time as DeliveryTimeBand] : 'Noch nicht angegeben'}</dd>
      <dt>Vertrag</dt>
      <dd>
        <ContractFiles contracts={contracts} />
      </dd>
      <dt>Deal-ID</dt>
      <dd className="ops-mono">{deal.id}</dd>
    </dl>
  );
}
