import { type Choice, ChoiceOptions } from '../../../components/choice-options/choice-options';

/** A labelled native select in the table's `.dd-field` layout. */
export function SelectField<T extends string>({ id, label, value, choices, onChange }: { id: string; label: string; value: string; choices: readonly Choice<T>[]; onChange: (value: T) => void }) {
  return (
    <div className="dd-field">
      <label htmlFor={id}>{label}</label>
      <select className="form-control" id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        <ChoiceOptions choices={choices} />
      </select>
    </div>
  );
}
