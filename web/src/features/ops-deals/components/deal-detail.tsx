import {
  CUSTOMER_STATE_LABELS,
  PAYMENT_STATUS_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  formatCents,
  OPS_ACTION_LABELS,
  type DeliveryTimeBand,
  type OpsAction,
} from '@autoleasing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/toast';
import { archiveOpsDeal, opsDealKeys, opsDealTimelineQueryOptions, performOpsAction, refundOpsPayment, uploadContract } from '../api/ops-deals-api';
import { actorText, formatBerlinDateTime, shortDealId, timelineText } from '../lib/format';
import { ActionDialog, type ActionRun } from './action-dialog';
import { ArchiveDialog } from './archive-dialog';
import { DealMessages } from './deal-messages';

/**
 * One deal: its facts, the next actions the transition table allows (as buttons), its messages
 * with the reply to the customer, and its timeline — every event of its stream with who acted and
 * when (Europe/Berlin).
 */
export function DealDetail({ dealId, onClose }: { dealId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const timeline = useQuery(opsDealTimelineQueryOptions(dealId));
  const [action, setAction] = useState<OpsAction | null>(null);
  const [archiving, setArchiving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The panel's heading takes the focus once the deal is shown, so keyboard users land in it.
  const loaded = timeline.isSuccess;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const run = useMutation({
    mutationFn: async ({ action: chosen, deliveryTime, note, file, onProgress }: ActionRun) => {
      if (file) await uploadContract(dealId, file, onProgress);
      return performOpsAction(dealId, chosen, deliveryTime, note);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsDealKeys.all }),
  });

  if (timeline.isPending) {
    return (
      <section className="ops-detail" aria-label="Deal-Details">
        <p role="status">Deal wird geladen …</p>
      </section>
    );
  }
  if (timeline.isError) {
    return (
      <section className="ops-detail" aria-label="Deal-Details">
        <p role="alert" className="ops-alert">
          {timeline.error.message}
        </p>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          Schließen
        </button>
      </section>
    );
  }
  const { deal, events, contracts } = timeline.data;
  const headingId = `ops-detail-${deal.id}`;
  return (
    <section className="ops-detail" aria-labelledby={headingId}>
      <div className="ops-detail__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          Deal {shortDealId(deal.id)}
        </h2>
        <button type="button" className="ops-icon-button" onClick={onClose} aria-label="Details schließen">
          ×
        </button>
      </div>
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
        <dd>{formatCents(deal.total_rate_cents)}</dd>
        <dt>Lieferzeit</dt>
        <dd>{deal.delivery_time ? DELIVERY_TIME_BAND_LABELS[deal.delivery_time as DeliveryTimeBand] : 'Noch nicht angegeben'}</dd>
        <dt>Vertrag</dt>
        <dd>
          {contracts.length > 0 ? (
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
          ) : (
            'Noch nicht hochgeladen'
          )}
        </dd>
        <dt>Deal-ID</dt>
        <dd className="ops-mono">{deal.id}</dd>
      </dl>

      <h3>Nächste Schritte</h3>
      {deal.available_actions.length > 0 ? (
        <div className="ops-actions" role="group" aria-label="Nächste Schritte">
          {deal.available_actions.map((available) => (
            <button key={available} type="button" className="ops-button" onClick={() => setAction(available)}>
              {OPS_ACTION_LABELS[available]}
            </button>
          ))}
        </div>
      ) : (
        <p className="ops-muted">Für diesen Deal gibt es keine weiteren Schritte.</p>
      )}

      <div className="ops-archive">
        <button type="button" className="ops-button ops-button--ghost ops-button--danger-ghost" onClick={() => setArchiving(true)}>
          Deal archivieren
        </button>
      </div>

      <DealMessages dealId={deal.id} unanswered={deal.unanswered_messages} />

      <h3>Verlauf</h3>
      <ol className="ops-timeline" aria-label="Verlauf">
        {[...events].reverse().map((entry) => (
          <li key={entry.id} className={entry.actor.role === 'Admin' ? 'ops-timeline__item ops-timeline__item--staff' : 'ops-timeline__item'}>
            <span className="ops-timeline__what">{timelineText(entry)}</span>
            {entry.note && <span className="ops-timeline__note">Notiz: {entry.note}</span>}
            {entry.note_erased && <span className="ops-timeline__note ops-timeline__note--erased">Notiz gelöscht</span>}
            <span className="ops-timeline__meta">
              <time dateTime={entry.occurred_at}>{formatBerlinDateTime(entry.occurred_at)}</time> · {actorText(entry.actor)}
            </span>
          </li>
        ))}
      </ol>

      {archiving && (
        <ArchiveDialog
          deal={deal}
          onClose={() => setArchiving(false)}
          onArchive={async () => {
            await archiveOpsDeal(deal.id);
            showToast({ key: 'ops-action', tone: 'success', message: `Deal ${shortDealId(deal.id)} wurde archiviert.` });
            // The archived deal is not found any more: drop its timeline, refresh the list, close the panel.
            queryClient.removeQueries({ queryKey: opsDealKeys.timeline(deal.id) });
            await queryClient.invalidateQueries({ queryKey: opsDealKeys.lists() });
            onClose();
          }}
        />
      )}

      {action && (
        <ActionDialog
          deal={deal}
          action={action}
          contracts={contracts}
          onClose={() => setAction(null)}
          onRun={async (request) => {
            const row = await run.mutateAsync(request);
            setAction(null);
            showToast({
              key: 'ops-action',
              tone: 'success',
              message: `„${OPS_ACTION_LABELS[request.action]}“ ausgeführt. Neuer Status: ${CUSTOMER_STATE_LABELS[row.customer_state]}.`,
            });
          }}
        />
      )}
    </section>
  );
}

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
      className="ops-link-button ops-inline"
      disabled={refund.isPending}
      onClick={() => {
        if (window.confirm('Die eingezogene Anzahlung wirklich erstatten?')) refund.mutate();
      }}
    >
      Anzahlung erstatten
    </button>
  );
}
