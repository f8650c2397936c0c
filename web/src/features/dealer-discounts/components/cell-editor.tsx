import { DELIVERY_TIME_BAND_LABELS, DELIVERY_TIME_BANDS, type DiscountCellField, formatDiscountCellValue, MISSING_CELL_TEXT, discountCellKind } from '@autoleasing/contracts';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

import type { CommitDirection } from '../lib/use-grid-keyboard';

interface CellEditorProps {
  field: DiscountCellField;
  label: string;
  draft: string;
  onDraft: (draft: string) => void;
  onCommit: (direction: CommitDirection) => void;
  onCancel: () => void;
}

/** The editor of one cell: a number input, or a select for yes/no and delivery time cells. */
export function CellEditor({ field, label, draft, onDraft, onCommit, onCancel }: CellEditorProps) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // Enter, Tab and Escape end the edit themselves; the blur that follows must not end it again.
  const done = useRef(false);
  // Focus in the layout phase: the next key typed must reach the editor, not the cell (issue 21).
  useLayoutEffect(() => {
    ref.current?.focus();
    if (ref.current instanceof HTMLInputElement) {
      const end = ref.current.value.length;
      ref.current.setSelectionRange(end, end);
    }
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      done.current = true;
      onCommit('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      done.current = true;
      onCommit(event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      done.current = true;
      onCancel();
    }
  };
  const kind = discountCellKind(field);
  if (kind === 'boolean' || kind === 'delivery_time') {
    const options =
      kind === 'boolean'
        ? [
            ['true', formatDiscountCellValue(field, true)],
            ['false', formatDiscountCellValue(field, false)],
          ]
        : DELIVERY_TIME_BANDS.map((band) => [band, DELIVERY_TIME_BAND_LABELS[band]]);
    return (
      <select ref={ref} className="dd-editor" aria-label={label} value={draft} onChange={(event) => onDraft(event.target.value)} onKeyDown={onKeyDown} onBlur={() => {
        if (!done.current) onCommit('blur');
      }}>
        <option value="">{MISSING_CELL_TEXT}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      ref={ref}
      className="dd-editor"
      aria-label={`${label} (${kind === 'cents' ? 'Euro' : 'Prozent'})`}
      inputMode="decimal"
      value={draft}
      onChange={(event) => onDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!done.current) onCommit('blur');
      }}
    />
  );
}
