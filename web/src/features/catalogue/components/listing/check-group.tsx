import type { Choice } from './filter-options';

interface CheckGroupProps {
  legend: string;
  name: string;
  choices: Choice[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  counts?: Partial<Record<string, number>>;
  scrollable?: boolean;
}

/** A labelled group of checkboxes; every box is reachable by Tab and toggled by Space. */
export function CheckGroup({ legend, name, choices, selected, onChange, counts, scrollable = false }: CheckGroupProps) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className={scrollable ? 'filter-group__options filter-group__options--scroll' : 'filter-group__options'}>
        {choices.map((choice) => (
          <label key={choice.value} className="filter-check">
            <input type="checkbox" name={name} value={choice.value} checked={selected.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} />
            <span>{choice.label}</span>
            {counts?.[choice.value] !== undefined && <span className="filter-check__count">({counts[choice.value]})</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
