import { CUSTOMER_STATE_LABELS, type OpsDealRowDto } from '@autoleasing/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { shortDealId } from '../lib/format';
import { OpsDialog } from './ops-dialog';

/**
 * Confirmation before ops staff archive a deal (any state). Archived deals count as not found for
 * everyone (spec 4.1), so the dialog says so; an error stays in the dialog with the API's German text.
 */
export function ArchiveDialog({ deal, onArchive, onClose }: { deal: OpsDealRowDto; onArchive: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function confirm() {
    setError(null);
    setBusy(true);
    try {
      await onArchive();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure));
    }
  }

  return (
    <OpsDialog
      title="Deal archivieren"
      busy={busy}
      onClose={onClose}
      description={
        <p>
          Deal <strong>{shortDealId(deal.id)}</strong> ({deal.customer_name || deal.customer_email}, Status „{CUSTOMER_STATE_LABELS[deal.customer_state]}“) wirklich
          archivieren? Der Deal verschwindet danach aus allen Listen, auch für den Kunden, und lässt sich hier nicht mehr bearbeiten. Die Aktion wird mit
          Ihrem Namen im Verlauf gespeichert.
        </p>
      }
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact button--danger" data-primary onClick={confirm} disabled={busy}>
            {busy ? 'Wird archiviert …' : 'Deal archivieren: bestätigen'}
          </button>
        </>
      }
    >
      {error && (
        <p ref={alertRef} role="alert" tabIndex={-1} className="alert alert--error">
          {error}
        </p>
      )}
    </OpsDialog>
  );
}
