import { COLLECTED_DISCOUNT_FIELDS, type CollectedDiscountField, DELIVERY_TIME_BAND_LABELS, DELIVERY_TIME_BANDS, type DiscountCellField, formatCount, formatDiscountCellValue, discountCellKind } from '@autoleasing/contracts';
import { useId, useState, type FormEvent } from 'react';
import { validateCell } from '../lib/cells';
import { cellFieldChoices, type DiscountColumn } from '../lib/columns';
import type { SelectionMode } from '../lib/selection';
import { RelativeChangeForm } from './relative-change';
import { SelectField } from './select-field';

/**
 * One value for the selected rows. With 'Alle Einträge' it runs on the server as update_all (every
 * row of the scope and filters but the excluded ones, with a progress bar); otherwise it fills the
 * selected rows of this page as unsaved edits.
 */
export function BulkPanel({
  count,
  mode,
  columns,
  collectedLabels,
  busy,
  onApply,
  onApplyCollected,
  onConfirm,
  onPreviewRelative,
}: {
  count: number;
  mode: SelectionMode;
  columns: DiscountColumn[];
  /** The brand's collected discount columns (spec 3.11); none for most brands. */
  collectedLabels: readonly string[];
  busy: boolean;
  onApply: (field: DiscountCellField, text: string) => void;
  /** The texts as typed, one per collected column (update_all's `collected_discounts` form). */
  onApplyCollected: (texts: string[]) => void;
  onConfirm: () => void;
  /** '± Prozentpunkte' / '± €' (issue 21): shows the preview of the change first. */
  onPreviewRelative?: (field: DiscountCellField, add: number) => void;
}) {
  const fields = cellFieldChoices(columns);
  const [field, setField] = useState<DiscountCellField>(fields[0]?.value ?? 'base_discount');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = discountCellKind(field);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateCell(field, text);
    setError(message);
    if (!message) onApply(field, text);
  };
  return (
    <>
      <form className="dd-bulk" onSubmit={onSubmit} aria-label="Auswahl bearbeiten">
        <p className="dd-bulk__count">
          {formatCount(count)} {count === 1 ? 'Zeile' : 'Zeilen'} ausgewählt{mode === 'all' ? ' (alle Einträge, auf dem Server)' : ''}
        </p>
        <SelectField
          id="dd-bulk-field"
          label="Spalte"
          value={field}
          choices={fields}
          onChange={(value) => {
            setField(value);
            setText('');
            setError(null);
          }}
        />
        <div className="dd-field">
          <label htmlFor="dd-bulk-value">Neuer Wert{kind === 'percent' ? ' (%)' : kind === 'cents' ? ' (€)' : ''}</label>
          {kind === 'boolean' || kind === 'delivery_time' ? (
            <select className="form-control" id="dd-bulk-value" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dd-bulk-error' : undefined}>
              <option value="">Bitte wählen</option>
              {(kind === 'boolean' ? ['true', 'false'] : DELIVERY_TIME_BANDS).map((value) => (
                <option key={value} value={value}>
                  {kind === 'boolean' ? formatDiscountCellValue(field, value === 'true') : DELIVERY_TIME_BAND_LABELS[value as (typeof DELIVERY_TIME_BANDS)[number]]}
                </option>
              ))}
            </select>
          ) : (
            <input className="form-control" id="dd-bulk-value" inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dd-bulk-error' : undefined} />
          )}
          {error && (
            <span id="dd-bulk-error" className="field-error">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="button button--compact" disabled={busy}>
          Für Auswahl übernehmen
        </button>
        <button type="button" className="button button--compact button--secondary" disabled={busy} onClick={onConfirm}>
          Auswahl bestätigen
        </button>
      </form>
      {onPreviewRelative && <RelativeChangeForm columns={columns} busy={busy} onPreview={onPreviewRelative} />}
      {collectedLabels.length > 0 && <CollectedDiscountsForm labels={collectedLabels} busy={busy} onApply={onApplyCollected} />}
    </>
  );
}

/**
 * The collected discounts of the brand (vw, skoda, mercedes-benz, smart, toyota) for all selected
 * rows at once: one input per column, German decimals, spec 5.4 (numeric, minimum 0). Every
 * column is written; an empty input is stored as 0 (spec 5.4's empty rule), so at least one value
 * must be given.
 */
function CollectedDiscountsForm({ labels, busy, onApply }: { labels: readonly string[]; busy: boolean; onApply: (texts: string[]) => void }) {
  const fields = COLLECTED_DISCOUNT_FIELDS.slice(0, labels.length);
  const baseId = useId();
  const [texts, setTexts] = useState<string[]>(() => fields.map(() => ''));
  const [errors, setErrors] = useState<(string | null)[]>(() => fields.map(() => null));
  const [formError, setFormError] = useState<string | null>(null);
  const inputId = (field: CollectedDiscountField) => `${baseId}-${field}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const messages = fields.map((field, index) => validateCell(field, texts[index] ?? ''));
    setErrors(messages);
    const none = texts.every((text) => text.trim() === '');
    setFormError(none ? 'Bitte geben Sie mindestens einen Wert ein.' : null);
    if (none || messages.some(Boolean)) return;
    onApply(fields.map((_, index) => texts[index] ?? ''));
  };
  return (
    <form className="dd-bulk" onSubmit={onSubmit} aria-label="Sammelnachlässe für Auswahl" aria-describedby={`${baseId}-hint`}>
      <p className="dd-bulk__count" id={`${baseId}-hint`}>
        Sammelnachlässe für alle ausgewählten Zeilen setzen (leere Felder werden als 0 gespeichert)
      </p>
      {fields.map((field, index) => (
        <div className="dd-field" key={field}>
          <label htmlFor={inputId(field)}>{labels[index]} (%)</label>
          <input
            className="form-control"
            id={inputId(field)}
            inputMode="decimal"
            value={texts[index] ?? ''}
            onChange={(event) => setTexts(texts.map((text, i) => (i === index ? event.target.value : text)))}
            aria-invalid={errors[index] ? true : undefined}
            aria-describedby={errors[index] ? `${inputId(field)}-error` : undefined}
          />
          {errors[index] && (
            <span id={`${inputId(field)}-error`} className="field-error">
              {errors[index]}
            </span>
          )}
        </div>
      ))}
      <button type="submit" className="button button--compact" disabled={busy}>
        Sammelnachlässe übernehmen
      </button>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
