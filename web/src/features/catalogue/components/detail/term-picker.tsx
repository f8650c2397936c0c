import { formatCount } from '@autoleasing/contracts';
import type { LeaseTermDto } from '@autoleasing/contracts';
import { kmOptionsFor, monthOptions } from '../../lib/term-selection';

interface TermPickerProps {
  terms: readonly LeaseTermDto[];
  term: LeaseTermDto;
  onChange: (months: number, km: number) => void;
}

/** Months and km per year as radio groups; the km list is the one of the chosen months (spec 4.9). */
export function TermPicker({ terms, term, onChange }: TermPickerProps) {
  return (
    <div className="term-picker">
      <fieldset className="choice-group">
        <legend>Laufzeit</legend>
        <div className="choice-group__options">
          {monthOptions(terms).map((months) => (
            <label key={months} className="choice-pill">
              <input type="radio" name="months" value={months} checked={term.months === months} onChange={() => onChange(months, term.km_per_year)} />
              <span>{months} Monate</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>Kilometer pro Jahr</legend>
        <div className="choice-group__options">
          {kmOptionsFor(terms, term.months).map((km) => (
            <label key={km} className="choice-pill">
              <input type="radio" name="km_per_year" value={km} checked={term.km_per_year === km} onChange={() => onChange(term.months, km)} />
              <span>{formatCount(km)} km</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
