import {
  CUSTOMER_STATE_LABELS,
  DELIVERY_TIME_BAND_LABELS,
  DELIVERY_TIME_BANDS,
  OPS_ACTION_LABELS,
  OPS_ACTION_TRANSITIONS,
  OPS_NOTE_MAX_LENGTH,
  type AttachedDocument,
  type DeliveryTimeBand,
  type OpsAction,
  type OpsDealRowDto,
} from '@autoleasing/contracts';
import { useId } from 'react';
import { FileInput } from '../../../components/file-input/file-input';
import { shortDealId } from '../lib/format';
import { OpsDialog } from './ops-dialog';
import { useActionForm, type ActionRun } from './use-action-form';

type ActionForm = ReturnType<typeof useActionForm>;

/** The field's a11y wiring: invalid while it has an error, described by that error. */
const errorAttributes = (form: ActionForm, errorId: string) => ({
  'aria-invalid': form.fieldError ? true : undefined,
  'aria-describedby': form.fieldError ? errorId : undefined,
});

function DeliveryBandField({ form, fieldId, errorId }: { form: ActionForm; fieldId: string; errorId: string }) {
  return (
    <div className="ops-field">
      <label htmlFor={fieldId}>Lieferzeit</label>
      <select
        className="form-control"
        id={fieldId}
        ref={form.fieldRef}
        value={form.band}
        onChange={(event) => form.setBand(event.target.value as DeliveryTimeBand | '')}
        disabled={form.busy}
        {...errorAttributes(form, errorId)}
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
  );
}

function ContractFileField({ form, contracts, fieldId, errorId }: { form: ActionForm; contracts: readonly AttachedDocument[]; fieldId: string; errorId: string }) {
  const required = form.needs.file;
  return (
    <div className="ops-field">
      {contracts.length > 0 && <p className="ops-hint">Hochgeladener Vertrag: {contracts.map((c) => c.file_name).join(', ')}. Sie können eine neue Fassung hinzufügen.</p>}
      <label htmlFor={fieldId}>{required ? 'Leasingvertrag (PDF)' : 'Neue Fassung des Vertrags (PDF, optional)'}</label>
      <FileInput
        id={fieldId}
        inputRef={form.fieldRef}
        fileName={form.file?.name ?? null}
        accept="application/pdf,.pdf"
        disabled={form.busy}
        {...errorAttributes(form, errorId)}
        required={required}
        onChange={(event) => form.chooseFile(event.target.files?.[0] ?? null)}
      />
      {form.progress !== null && (
        <div className="ops-progress">
          <progress max={100} value={form.progress} aria-label="Upload-Fortschritt" />
          <span aria-hidden="true">{form.progress} %</span>
        </div>
      )}
    </div>
  );
}

function NoteField({ form }: { form: ActionForm }) {
  const noteId = useId();
  return (
    <div className="ops-field">
      <label htmlFor={noteId}>Notiz (optional)</label>
      <textarea
        className="form-control"
        id={noteId}
        value={form.note}
        maxLength={OPS_NOTE_MAX_LENGTH}
        rows={3}
        disabled={form.busy}
        aria-describedby={`${noteId}-hint`}
        onChange={(event) => form.setNote(event.target.value)}
      />
      <span id={`${noteId}-hint`} className="ops-hint">
        Erscheint im Verlauf des Deals, höchstens {OPS_NOTE_MAX_LENGTH} Zeichen ({form.note.length}/{OPS_NOTE_MAX_LENGTH}).
      </span>
    </div>
  );
}

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
  const form = useActionForm(deal, action, contracts, onRun);
  const fieldId = useId();
  const errorId = useId();
  const formId = `${fieldId}-form`;
  return (
    <OpsDialog
      title={label}
      busy={form.busy}
      onClose={onClose}
      description={
        <p>
          Deal <strong>{shortDealId(deal.id)}</strong> ({deal.customer_name || deal.customer_email}): Status „{CUSTOMER_STATE_LABELS[deal.customer_state]}“ →
          „{CUSTOMER_STATE_LABELS[OPS_ACTION_TRANSITIONS[action].to]}“. Diese Aktion wird mit Ihrem Namen im Verlauf gespeichert.
        </p>
      }
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose} disabled={form.busy}>
            Abbrechen
          </button>
          <button type="submit" form={formId} className="button button--compact" data-primary disabled={form.busy}>
            {form.busy ? 'Wird ausgeführt …' : `${label}: bestätigen`}
          </button>
        </>
      }
    >
      <form id={formId} className="ops-dialog__form" onSubmit={form.submit} noValidate>
        {form.needs.band && <DeliveryBandField form={form} fieldId={fieldId} errorId={errorId} />}
        {form.needs.offersUpload && <ContractFileField form={form} contracts={contracts} fieldId={fieldId} errorId={errorId} />}
        <NoteField form={form} />
        {form.fieldError && (
          <p id={errorId} className="field-error">
            {form.fieldError}
          </p>
        )}
        {form.error && (
          <p ref={form.alertRef} role="alert" tabIndex={-1} className="alert alert--error">
            {form.error}
          </p>
        )}
      </form>
    </OpsDialog>
  );
}
