import { formatBerlinDateTime, formatCount } from '@autoleasing/contracts';
import type { DiscountScopeParams, RestoreDiscountsResponse } from '@autoleasing/contracts';
import { useState } from 'react';
import { restoreDiscounts } from '../api/dealer-discounts-api';
import { Modal } from './modal';

const cells = (n: number) => `${formatCount(n)} ${n === 1 ? 'Zelle' : 'Zellen'}`;
const rows = (n: number) => `${formatCount(n)} ${n === 1 ? 'Zeile' : 'Zeilen'}`;

/** What the dealer reads after a restore (the table then shows today's values again). */
export function restoredMessage(result: RestoreDiscountsResponse): string {
  return `Stand vom ${formatBerlinDateTime(result.as_of)} wiederhergestellt: ${cells(result.changed_cells)} geändert.`;
}

/**
 * 'Diesen Stand wiederherstellen' under the read-only past view (issue 21 item 6): the server
 * counts first (dry run), the dialog says how many cells change, and confirming writes the
 * differences as one new, audited change on the revision counted (409 when the table moved).
 */
export function RestorePastView({
  dealerId,
  scope,
  asOf,
  onRestored,
}: {
  dealerId: string;
  scope: DiscountScopeParams;
  asOf: string;
  onRestored: (result: RestoreDiscountsResponse) => void;
}) {
  const [counted, setCounted] = useState<RestoreDiscountsResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const count = async () => {
    setBusy(true);
    setMessage(null);
    const result = await restoreDiscounts(dealerId, { ...scope, as_of: asOf, dry_run: true });
    setBusy(false);
    if (!result.ok) setMessage(result.error.message);
    else if (result.data.changed_cells === 0) setMessage('Die aktuelle Tabelle entspricht bereits diesem Stand. Es gibt nichts wiederherzustellen.');
    else setCounted(result.data);
  };

  const restore = async () => {
    if (!counted) return;
    setBusy(true);
    const result = await restoreDiscounts(dealerId, { ...scope, as_of: asOf, revision: counted.revision });
    setBusy(false);
    setCounted(null);
    if (result.ok) onRestored(result.data);
    else setMessage(result.error.message);
  };

  return (
    <div className="dd-restore">
      <button type="button" className="button button--compact" onClick={() => void count()} disabled={busy}>
        {busy && !counted ? 'Änderungen werden gezählt …' : 'Diesen Stand wiederherstellen'}
      </button>
      {message && (
        <p role="alert" className="alert alert--error">
          {message}
        </p>
      )}
      {counted && (
        <Modal
          title="Stand wiederherstellen"
          onClose={() => setCounted(null)}
          footer={
            <>
              <button type="button" className="button button--compact button--secondary" onClick={() => setCounted(null)}>
                Abbrechen
              </button>
              <button type="button" className="button button--compact" onClick={() => void restore()} disabled={busy}>
                {busy ? 'Wird wiederhergestellt …' : `${cells(counted.changed_cells)} wiederherstellen`}
              </button>
            </>
          }
        >
          <p>
            {cells(counted.changed_cells)} in {rows(counted.changed_rows)} werden auf den Stand vom {formatBerlinDateTime(asOf)} (Europe/Berlin) zurückgesetzt,
            Bestätigungen eingeschlossen.
          </p>
          <p>Die Werte werden als neue Änderung gespeichert und im Verlauf als Wiederherstellung gezeigt; frühere Änderungen bleiben erhalten.</p>
        </Modal>
      )}
    </div>
  );
}
