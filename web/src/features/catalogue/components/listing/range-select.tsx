import { useId } from 'react';

interface RangeSelectProps {
  legend: string;
  /** Values in the URL's unit (cents, PS). */
  steps: readonly number[];
  min?: number;
  max?: number;
  format: (value: number) => string;
  onChange: (bound: 'min' | 'max', value: number | null) => void;
}

/** From / to selects of a range filter; 'beliebig' clears a bound. */
export function RangeSelect({ legend, steps, min, max, format, onChange }: RangeSelectProps) {
  const id = useId();
  const options = (bound: 'min' | 'max') => (
    <select
      id={`${id}-${bound}`}
      value={(bound === 'min' ? min : max) ?? ''}
      onChange={(e) => onChange(bound, e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">beliebig</option>
      {/* A hand-typed URL value outside the steps still shows as chosen. */}
      {[...new Set([...steps, ...[bound === 'min' ? min : max].filter((v): v is number => v !== undefined)])]
        .sort((a, b) => a - b)
        .map((value) => (
          <option key={value} value={value}>
            {format(value)}
          </option>
        ))}
    </select>
  );
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="filter-range">
        <label htmlFor={`${id}-min`}>von</label>
        {options('min')}
        <label htmlFor={`${id}-max`}>bis</label>
        {options('max')}
      </div>
    </fieldset>
  );
}
