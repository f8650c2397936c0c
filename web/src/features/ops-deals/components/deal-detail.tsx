import { CUSTOMER_STATE_LABELS, OPS_ACTION_LABELS, type AttachedDocument, type OpsAction, type OpsDealRowDto } from '@autoleasing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/toast';
import { archiveOpsDeal, opsDealKeys, opsDealTimelineQueryOptions, performOpsAction, uploadContract } from '../api/ops-deals-api';
import { shortDealId } from '../lib/format';
import { ActionDialog } from './action-dialog';
import { ArchiveDialog } from './archive-dialog';
import { DealFacts } from './deal-facts';
import { DealMessages } from './deal-messages';
import { DealTimeline } from './deal-timeline';
import type { ActionRun } from './use-action-form';

function NextSteps({ deal, onChoose, onArchive }: { deal: OpsDealRowDto; onChoose: (action: OpsAction) => void; onArchive: () => void }) {
  return (
    <>
      <h3>Nächste Schritte</h3>
      {deal.available_actions.length > 0 ? (
        <div className="ops-actions" role="group" aria-label="Nächste Schritte">
          {deal.available_actions.map((available) => (
            <button key={available} type="button" className="button button--compact" onClick={() => onChoose(available)}>
              {OPS_ACTION_LABELS[available]}
            </button>
          ))}
        </div>
      ) : (
        <p className="ops-muted">Für diesen Deal gibt es keine weiteren Schritte.</p>
      )}
      <div className="ops-archive">
        <button type="button" className="button button--compact button--secondary button--danger" onClick={onArchive}>
          Deal archivieren
        </button>
      </div>
    </>
  );
}

/** Runs a chosen action (uploading the contract first when one was picked) and confirms it with the new state. */
function ActionStep({ deal, action, contracts, onDone }: { deal: OpsDealRowDto; action: OpsAction; contracts: readonly AttachedDocument[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async ({ action: chosen, deliveryTime, note, file, onProgress }: ActionRun) => {
      if (file) await uploadContract(deal.id, file, onProgress);
      return performOpsAction(deal.id, chosen, deliveryTime, note);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsDealKeys.all }),
  });
  const onRun = async (request: ActionRun) => {
    const row = await run.mutateAsync(request);
    onDone();
    showToast({ key: 'ops-action', tone: 'success', message: `„${OPS_ACTION_LABELS[request.action]}“ ausgeführt. Neuer Status: ${CUSTOMER_STATE_LABELS[row.customer_state]}.` });
  };
  return <ActionDialog deal={deal} action={action} contracts={contracts} onClose={onDone} onRun={onRun} />;
}

function ArchiveStep({ deal, onCancel, onArchived }: { deal: OpsDealRowDto; onCancel: () => void; onArchived: () => void }) {
  const queryClient = useQueryClient();
  const onArchive = async () => {
    await archiveOpsDeal(deal.id);
    showToast({ key: 'ops-action', tone: 'success', message: `Deal ${shortDealId(deal.id)} wurde archiviert.` });
    // The archived deal is not found any more: drop its timeline, refresh the list, close the panel.
    queryClient.removeQueries({ queryKey: opsDealKeys.timeline(deal.id) });
    await queryClient.invalidateQueries({ queryKey: opsDealKeys.lists() });
    onArchived();
  };
  return <ArchiveDialog deal={deal} onClose={onCancel} onArchive={onArchive} />;
}

function DetailStatus({ error, onClose }: { error: Error | null; onClose: () => void }) {
  return (
    <section className="ops-detail" aria-label="Deal-Details">
      {error ? (
        <>
          <p role="alert" className="alert alert--error">
            {error.message}
          </p>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Schließen
          </button>
        </>
      ) : (
        <p role="status">Deal wird geladen …</p>
      )}
    </section>
  );
}

/**
 * One deal: its facts, the next actions the transition table allows (as buttons), its messages
 * with the reply to the customer, and its timeline — every event of its stream with who acted and
 * when (Europe/Berlin).
 */
export function DealDetail({ dealId, onClose }: { dealId: string; onClose: () => void }) {
  const timeline = useQuery(opsDealTimelineQueryOptions(dealId));
  const [action, setAction] = useState<OpsAction | null>(null);
  const [archiving, setArchiving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The panel's heading takes the focus once the deal is shown, so keyboard users land in it.
  const loaded = timeline.isSuccess;
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (!timeline.isSuccess) return <DetailStatus error={timeline.isError ? timeline.error : null} onClose={onClose} />;
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
      <DealFacts deal={deal} contracts={contracts} />
      <NextSteps deal={deal} onChoose={setAction} onArchive={() => setArchiving(true)} />
      <DealMessages dealId={deal.id} unanswered={deal.unanswered_messages} />
      <DealTimeline events={events} />
      {archiving && <ArchiveStep deal={deal} onCancel={() => setArchiving(false)} onArchived={onClose} />}
      {action && <ActionStep deal={deal} action={action} contracts={contracts} onDone={() => setAction(null)} />}
    </section>
  );
}
