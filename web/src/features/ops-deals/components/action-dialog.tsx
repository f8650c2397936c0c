import {
  CUSTOMER_STATE_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  DELIVERY_TIME_BANDS,
  OPS_ACTION_LABELS,
  OPS_ACTION_TRANSITIONS,
  OPS_ACTIONS_WITH_CONTRACT_UPLOAD,
  OPS_NOTE_MAX_LENGTH,
  UPLOADER_PROGRESS,
  type AttachedDocument,
  type DeliveryTimeBand,
  type OpsAction,
  type OpsDealRowDto,
} from '@autoleasing/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { shortDealId } from '../lib/format';
import { OpsDialog } from './ops-dialog';

export interface ActionRun {
  action: OpsAction;
  deliveryTime?: DeliveryTimeBand;
  /** The staff member's optional note, stored apart from the action's event (erasable) and shown in the timeline. */
  note?: string;
  file?: File;
  onProgress: (fraction: number) => void;
}

const isPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/**
 * Confirmation of one ops action. The delivery time asks for its band; preparing the contract asks
 * for the contract PDF (when none is uploaded yet) and shows the upload's progress. An error —
 * a 409 when someone else moved the deal meanwhile — stays in the dialog with the API's German text.
 */
export function ActionDialog({
  deal,
  action,
  contracts,
  onRun,
  onClose,
}: {
  deal: OpsDealRowDto;
  action: OpsAction;
  contracts: readonly AttachedDocument[];
  onRun: (run: ActionRun) => Promise<void>;
  onClose: () => void;
}) {
  const label = OPS_ACTION_LABELS[action];
  const to = OPS_ACTION_TRANSITIONS[action].to;
  const needsBand = action === 'update_delivery_time';
  const offersUpload = OPS_ACTIONS_WITH_CONTRACT_UPLOAD.includes(action);
  const needsFile = offersUpload && contracts.length === 0;
  const [band, setBand] = useState<DeliveryTimeBand | ''>(deal.delivery_time ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fieldId = useId();
  const noteId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  // Spec 9: the uploader's bar runs to 97 % over 10 s while the upload is under way; real progress
  // moves it further, and only the finished upload shows 100 %.
  const uploading = progress !== null;
  useEffect(() => {
    if (!uploading) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const timed = Math.min(UPLOADER_PROGRESS.maxPercent, ((Date.now() - started) / UPLOADER_PROGRESS.durationMs) * UPLOADER_PROGRESS.maxPercent);
      setProgress((current) => (current === null || current >= 100 ? current : Math.max(current, Math.round(timed))));
    }, 200);
    return () => clearInterval(timer);
  }, [uploading]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (needsBand && !band) {
      setFieldError('Bitte wählen Sie eine Lieferzeit.');
      fieldRef.current?.focus();
      return;
    }
    if (needsFile && !file) {
      setFieldError('Bitte wählen Sie den Vertrag als PDF-Datei.');
      fieldRef.current?.focus();
      return;
    }
    if (file && !isPdf(file)) {
      setFieldError('Bitte wählen Sie eine PDF-Datei.');
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    if (file) setProgress(0);
    try {
      await onRun({
        action,
        deliveryTime: needsBand ? (band as DeliveryTimeBand) : undefined,
        note: note.trim() || undefined,
        file: file ?? undefined,
        onProgress: (fraction) => setProgress((current) => Math.max(current ?? 0, Math.min(UPLOADER_PROGRESS.maxPercent, Math.round(fraction * 100)))),
      });
    } catch (failure) {
      setBusy(false);
      setProgress(null);
      setError(isApiError(failure) ? failure.message : 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
    }
  }

  const formId = `${fieldId}-form`;
  return (
    <OpsDialog
      title={label}
      busy={busy}
      onClose={onClose}
      description={
        <p>
          Deal <strong>{shortDealId(deal.id)}</strong> ({deal.customer_name || deal.customer_email}): Status „{CUSTOMER_STATE_LABELS[deal.customer_state]}“ →
          „{CUSTOMER_STATE_LABELS[to]}“. Diese Aktion wird mit Ihrem Namen im Verlauf gespeichert.
        </p>
      }
      footer={
        <>
          <button type="button" className="ops-button ops-button--ghost" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
          <button type="submit" form={formId} className="ops-button" data-primary disabled={busy}>
            {busy ? 'Wird ausgeführt …' : `${label}: bestätigen`}
          </button>
        </>
      }
    >
      <form id={formId} className="ops-dialog__form" onSubmit={submit} noValidate>
        {needsBand && (
          <div className="ops-field">
            <label htmlFor={fieldId}>Lieferzeit</label>
            <select
              id={fieldId}
              ref={fieldRef}
              value={band}
              onChange={(event) => setBand(event.target.value as DeliveryTimeBand | '')}
              disabled={busy}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              required
            >
              <option value="">Bitte wählen</option>
              {DELIVERY_TIME_BANDS.map((value) => (
                <option key={value} value={value}>
                  {DELIVERY_TIME_BAND_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        )}
        {offersUpload && (
          <div className="ops-field">
            {contracts.length > 0 && (
              <p className="ops-hint">Hochgeladener Vertrag: {contracts.map((c) => c.file_name).join(', ')}. Sie können eine neue Fassung hinzufügen.</p>
            )}
            <label htmlFor={fieldId}>{needsFile ? 'Leasingvertrag (PDF)' : 'Neue Fassung des Vertrags (PDF, optional)'}</label>
            <input
              id={fieldId}
              ref={fieldRef}
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              required={needsFile}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFieldError(null);
              }}
            />
            {progress !== null && (
              <div className="ops-progress">
                <progress max={100} value={progress} aria-label="Upload-Fortschritt" />
                <span aria-hidden="true">{progress} %</span>
              </div>
            )}
          </div>
        )}
        <div className="ops-field">
          <label htmlFor={noteId}>Notiz (optional)</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={OPS_NOTE_MAX_LENGTH}
            rows={3}
            disabled={busy}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <span id={`${noteId}-hint`} className="ops-hint">
            Erscheint im Verlauf des Deals, höchstens {OPS_NOTE_MAX_LENGTH} Zeichen ({note.length}/{OPS_NOTE_MAX_LENGTH}).
          </span>
        </div>
        {fieldError && (
          <p id={errorId} className="ops-field__error">
            {fieldError}
          </p>
        )}
        {error && (
          <p ref={alertRef} role="alert" tabIndex={-1} className="ops-alert">
            {error}
          </p>
        )}
      </form>
    </OpsDialog>
  );
}
