import { type Choice, ChoiceSelect, type ChoiceSelectProps } from '../../../components/choice-options/choice-options';
import { errorMessage } from '../../../lib/api-error';

/** Dealers as select choices, by their full name (name and town); none while loading. */
export function dealerChoices(rows: readonly { id: string; full_name: string }[] | undefined): Choice[] {
  return (rows ?? []).map((row) => ({ value: row.id, label: row.full_name }));
}

/** A labelled select in the admin screen's `.ad-field` layout; the empty choice ('Alle …') removes the filter. */
export function SelectField(props: ChoiceSelectProps) {
  return <ChoiceSelect className="ad-field" {...props} />;
}

/** Lists the chosen brand's series or models: disabled, with a hint, until a brand is chosen. */
export function BrandScopedSelect({ brandId, allLabel, ...field }: Omit<ChoiceSelectProps, 'empty' | 'disabled'> & { brandId: string | undefined | null; allLabel: string }) {
  return <SelectField {...field} empty={brandId ? allLabel : 'Erst Marke wählen'} disabled={!brandId} />;
}

/** A list that did not load: the api's German message, or the technical error for anything else. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="alert alert--error">
      {errorMessage(error)}
    </p>
  );
}
