import { formatCount, formatDiscountCellValue, isRelativeDiscountField } from '@autoleasing/contracts';
import type { DiscountCellField } from '@autoleasing/contracts';
import { useState, type FormEvent } from 'react';

import { cellFieldChoices, type DiscountColumn } from '../lib/columns';
import { formatAdd, parseAdd, relativeLabel } from '../lib/relative';
import type { PendingChange } from '../lib/use-relative-change';
import { Modal } from './modal';
import { SelectField } from './select-field';

/**
 * '± Prozentpunkte' / '± €' for the selected rows (issue 21): a percent or money column and the
 * change; 'Vorschau anzeigen' shows what it would do before anything happens.
 */
export function RelativeChangeForm({ columns, busy, onPreview }: { columns: DiscountColumn[]; busy: boolean; onPreview: (field: DiscountCellField, add: number) => void }) {
  const fields = cellFieldChoices(columns, isRelativeDiscountField);
  const [field, setField] = useState<DiscountCellField>(fields[0]?.value ?? 'base_discount');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAdd(field, text);
    setError(parsed.ok ? null : parsed.message);
    if (parsed.ok) onPreview(field, parsed.add);
  };
  return (
    <form className="dd-bulk" onSubmit={onSubmit} aria-label="Auswahl relativ ändern">
      <p className="dd-bulk__count">Relativ ändern: der Wert jeder Zeile wird erhöht oder gesenkt (leere Zellen bleiben leer)</p>
      <SelectField id="dd-relative-field" label="Spalte (relativ)" value={field} choices={fields} onChange={setField} />
      <div className="dd-field">
        <label htmlFor="dd-relative-add">{relativeLabel(field)}</label>
        <input
          className="form-control"
          id="dd-relative-add"
          inputMode="decimal"
          placeholder="z. B. 1 oder -0,5"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dd-relative-error' : undefined}
        />
        {error && (
          <span id="dd-relative-error" className="field-error">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="button button--compact" disabled={busy}>
        Vorschau anzeigen
      </button>
    </form>
  );
}

/** What a relative change would do, before it starts ('Änderung starten' / 'Als Änderungen übernehmen'). */
export function RelativePreviewDialog({ pending, onClose, onStart }: { pending: PendingChange; onClose: () => void; onStart: () => void }) {
  const { preview, field } = pending;
  const show = (value: number) => formatDiscountCellValue(field, value);
  const range = (r: { min: number; max: number } | null) => (r ? (r.min === r.max ? show(r.min) : `${show(r.min)} bis ${show(r.max)}`) : '–');
  const invalid = preview?.invalid_rows ?? [];
  const blocked = !preview || invalid.length > 0 || preview.rows_affected === 0;
  return (
    <Modal
      title={`Vorschau: ${pending.label} ${formatAdd(field, pending.add)}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--compact button--secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button type="button" className="button button--compact" onClick={onStart} disabled={blocked}>
            {pending.plan ? 'Als Änderungen übernehmen' : 'Änderung starten'}
          </button>
        </>
      }
    >
      {pending.error ? (
        <p role="alert" className="field-error">
          {pending.error}
        </p>
      ) : !preview ? (
        <p role="status">Vorschau wird berechnet …</p>
      ) : (
        <div role="status">
          <dl className="dd-preview">
            <dt>Betroffene Zeilen</dt>
            <dd>{formatCount(preview.rows_affected)}</dd>
            <dt>Ohne Wert (bleiben leer)</dt>
            <dd>{formatCount(preview.rows_skipped)}</dd>
            <dt>Vorher</dt>
            <dd>{range(preview.before)}</dd>
            <dt>Nachher</dt>
            <dd>{range(preview.after)}</dd>
          </dl>
          {invalid.length > 0 && (
            <div className="alert alert--error">
              <p>
                {invalid.length === 1 ? 'Eine Zeile wäre' : `${formatCount(invalid.length)} Zeilen wären`} danach ungültig; die Änderung kann so nicht starten:
              </p>
              <ul>
                {invalid.slice(0, 20).map((row) => (
                  <li key={row.car_model_id}>
                    {row.car_model_name}: {show(row.value)} → {show(row.result)}. {row.message}
                  </li>
                ))}
              </ul>
              {invalid.length > 20 && <p>… und {formatCount(invalid.length - 20)} weitere.</p>}
            </div>
          )}
          {preview.rows_affected === 0 && <p>Keine Zeile hat in dieser Spalte einen Wert.</p>}
        </div>
      )}
    </Modal>
  );
}
