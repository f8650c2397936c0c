import { formatCount, formatOfferCount } from '@autoleasing/contracts';
import { useId } from 'react';
import type { Choice } from './filter-options';

interface CheckGroupProps {
  legend: string;
  name: string;
  choices: Choice[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Offers per choice (by its key, else its value), shown beside it. */
  counts?: Partial<Record<string, number>>;
  scrollable?: boolean;
  /** A line under the legend, e.g. why choices are missing. */
  note?: string;
}

/**
 * A labelled group of checkboxes; every box is reachable by Tab and toggled by Space. A box is
 * named by its choice alone ("BMW"); its count is its description ("22 Angebote"), so the name
 * stays the same while the counts change.
 */
export function CheckGroup({ legend, name, choices, selected, onChange, counts, scrollable = false, note }: CheckGroupProps) {
  const idPrefix = useId();
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {note && <p className="filter-group__note">{note}</p>}
      <div className={scrollable ? 'filter-group__options filter-group__options--scroll' : 'filter-group__options'}>
        {choices.map((choice, index) => {
          const count = counts?.[choice.key ?? choice.value];
          const id = `${idPrefix}${index}`;
          return (
            <label key={choice.key ?? choice.value} className="filter-check">
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={(e) => toggle(choice.value, e.target.checked)}
                aria-labelledby={`${id}l`}
                aria-describedby={count === undefined ? undefined : `${id}c`}
              />
              <span id={`${id}l`}>{choice.label}</span>
              {count !== undefined && (
                <>
                  <span className="filter-check__count" aria-hidden="true">
                    ({formatCount(count)})
                  </span>
                  <span id={`${id}c`} className="visually-hidden">
                    {formatOfferCount(count)}
                  </span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
