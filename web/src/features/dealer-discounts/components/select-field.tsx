import { ChoiceSelect, type ChoiceSelectProps } from '../../../components/choice-options/choice-options';

/** A labelled native select in the table's `.dd-field` layout. */
export function SelectField<T extends string>(props: Omit<ChoiceSelectProps<T>, 'empty' | 'disabled'>) {
  return <ChoiceSelect className="dd-field" {...props} />;
}
