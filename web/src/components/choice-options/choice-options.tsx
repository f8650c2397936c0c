import { CUSTOMER_GROUP_LABELS, CUSTOMER_GROUPS, type CustomerGroup } from '@autoleasing/contracts';

/** One choice of a native select: the value and its German label. */
export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/** Named rows of the API (brands, banks, series, models) as select choices; none while loading. */
export function namedChoices(rows: readonly { id: string; name: string }[] | undefined): Choice[] {
  return (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
}

/** Privat- and Gewerbekunden, as every customer-group select offers them. */
export const GROUP_CHOICES: readonly Choice<CustomerGroup>[] = CUSTOMER_GROUPS.map((group) => ({ value: group, label: CUSTOMER_GROUP_LABELS[group] }));

/** The <option>s of a native select, one per choice. */
function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

export interface ChoiceSelectProps<T extends string = string> {
  id: string;
  label: string;
  value: string | undefined | null;
  choices: readonly Choice<T>[];
  /** A first option with the value '' (e.g. 'Alle …', which removes a filter). */
  empty?: string;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A labelled native select; `className` is the screen's field layout (`ad-field`, `dd-field`). */
export function ChoiceSelect<T extends string>({ className, ...props }: ChoiceSelectProps<T> & { className: string }) {
  return (
    <div className={className}>
      <label htmlFor={props.id}>{props.label}</label>
      <select className="form-control" id={props.id} value={props.value ?? ''} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        <ChoiceOptions choices={props.choices} />
      </select>
    </div>
  );
}
