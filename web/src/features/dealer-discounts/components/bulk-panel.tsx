import { DELIVERY_TIME_BANDS, DELIVERY_TIME_BAND_LABELS, type DiscountCellField } from '@autoleasing/contracts';
import { useState, type FormEvent } from 'react';
import { cellKind, formatCellValue, validateCell } from '../lib/cells';
import type { DiscountColumn } from '../lib/columns';
import type { SelectionMode } from '../lib/selection';

const number = new Intl.NumberFormat('de-DE');

/**
 * One value for the selected rows. With 'Alle Einträge' it runs on the server as update_all (every
 * row of the scope and filters but the excluded ones, with a progress bar); otherwise it fills the
 * selected rows of this page as unsaved edits.
 */
export function BulkPanel({
  count,
  mode,
  columns,
  busy,
  onApply,
  onConfirm,
}: {
  count: number;
  mode: SelectionMode;
  columns: DiscountColumn[];
  busy: boolean;
  onApply: (field: DiscountCellField, text: string) => void;
  onConfirm: () => void;
}) {
  const fields = columns.filter((column) => column.kind === 'cell' && column.field);
  const [field, setField] = useState<DiscountCellField>(fields[0]?.field ?? 'base_discount');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = cellKind(field);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateCell(field, text);
    setError(message);
    if (!message) onApply(field, text);
  };
  return (
    <form className="dd-bulk" onSubmit={onSubmit} aria-label="Auswahl bearbeiten">
      <p className="dd-bulk__count">
        {number.format(count)} {count === 1 ? 'Zeile' : 'Zeilen'} ausgewählt{mode === 'all' ? ' (alle Einträge, auf dem Server)' : ''}
      </p>
      <div className="dd-field">
        <label htmlFor="dd-bulk-field">Spalte</label>
        <select
          id="dd-bulk-field"
          value={field}
          onChange={(event) => {
            setField(event.target.value as DiscountCellField);
            setText('');
            setError(null);
          }}
        >
          {fields.map((column) => (
            <option key={column.id} value={column.field}>
              {column.label}
            </option>
          ))}
        </select>
      </div>
      <div className="dd-field">
        <label htmlFor="dd-bulk-value">Neuer Wert{kind === 'percent' ? ' (%)' : kind === 'cents' ? ' (€)' : ''}</label>
        {kind === 'boolean' || kind === 'delivery_time' ? (
          <select id="dd-bulk-value" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dd-bulk-error' : undefined}>
            <option value="">Bitte wählen</option>
            {(kind === 'boolean' ? ['true', 'false'] : DELIVERY_TIME_BANDS).map((value) => (
              <option key={value} value={value}>
                {kind === 'boolean' ? formatCellValue(field, value === 'true') : DELIVERY_TIME_BAND_LABELS[value as (typeof DELIVERY_TIME_BANDS)[number]]}
              </option>
            ))}
          </select>
        ) : (
          <input id="dd-bulk-value" inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dd-bulk-error' : undefined} />
        )}
        {error && (
          <span id="dd-bulk-error" className="dd-field__error">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="dd-button" disabled={busy}>
        Für Auswahl übernehmen
      </button>
      <button type="button" className="dd-button dd-button--ghost" disabled={busy} onClick={onConfirm}>
        Auswahl bestätigen
      </button>
    </form>
  );
}
