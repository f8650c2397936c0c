import { useEffect, useId, useState } from 'react';
import type { RangeSpec } from './filter-options';

export interface RangeBounds {
  min: number | null;
  max: number | null;
}

interface RangeInputsProps {
  legend: string;
  spec: RangeSpec;
  /** Bounds in URL units (cents, PS). */
  min?: number;
  max?: number;
  onChange: (bounds: RangeBounds) => void;
}

/** Shown value → URL value: whole steps (spec 3.14), capped at the range's end; empty clears. */
export function toUrlValue(text: string, spec: RangeSpec): number | null {
  if (text.trim() === '') return null;
  const shown = Number(text.replace(',', '.'));
  if (!Number.isFinite(shown) || shown < 0) return null;
  const stepped = Math.min(Math.round(shown / spec.step) * spec.step, spec.max);
  return stepped * spec.scale;
}

const shownOf = (value: number | undefined, spec: RangeSpec) => (value === undefined ? '' : String(value / spec.scale));

/**
 * "von" / "bis" number inputs of a range filter with the spec's step. The bounds are written to
 * the URL when a field is left or Enter is pressed, not on every keystroke (one search per change).
 */
export function RangeInputs({ legend, spec, min, max, onChange }: RangeInputsProps) {
  const id = useId();
  const [texts, setTexts] = useState({ min: shownOf(min, spec), max: shownOf(max, spec) });
  // The URL is the truth: back/forward or "Alle Filter zurücksetzen" refill the fields.
  useEffect(() => setTexts({ min: shownOf(min, spec), max: shownOf(max, spec) }), [min, max, spec]);
  const commit = () => {
    let next: RangeBounds = { min: toUrlValue(texts.min, spec), max: toUrlValue(texts.max, spec) };
    // "von 300 bis 200" means 200 to 300.
    if (next.min !== null && next.max !== null && next.min > next.max) next = { min: next.max, max: next.min };
    if (next.min !== (min ?? null) || next.max !== (max ?? null)) onChange(next);
    else setTexts({ min: shownOf(min, spec), max: shownOf(max, spec) });
  };
  const field = (bound: 'min' | 'max') => (
    <input
      className="form-control"
      id={`${id}-${bound}`}
      type="number"
      inputMode="numeric"
      min={0}
      max={spec.max}
      step={spec.step}
      placeholder={bound === 'min' ? '0' : String(spec.max)}
      value={texts[bound]}
      onChange={(e) => setTexts((t) => ({ ...t, [bound]: e.target.value }))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="filter-range">
        <label htmlFor={`${id}-min`}>von ({spec.unit})</label>
        {field('min')}
        <label htmlFor={`${id}-max`}>bis ({spec.unit})</label>
        {field('max')}
      </div>
    </fieldset>
  );
}
