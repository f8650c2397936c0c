
export interface Choice {
  value: string;
  label: string;
}

/** A labelled select; the empty choice ('Alle …') removes the filter. */
export function SelectField(props: { id: string; label: string; value: string | undefined | null; choices: readonly Choice[]; empty?: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <div className="ad-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value ?? ''} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value)}>
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LoadError({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
  return (
    <p role="alert" className="ad-alert">
      {message}
    </p>
  );
}
