import { SALUTATION_LABELS, SALUTATIONS } from '@autoleasing/contracts';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';

interface FieldShellProps {
  id: string;
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and error of one field; the error is linked to the input with aria-describedby. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error?.message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`co-field${error ? ' co-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: FieldError; hint?: ReactNode; ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <input className="form-control" id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldShell>
  );
}

/** A date typed as TT.MM.JJJJ (spec 5.3). */
export function DateField(props: TextFieldProps) {
  return <TextField inputMode="numeric" placeholder="TT.MM.JJJJ" autoComplete="off" hint={props.hint ?? 'Format: TT.MM.JJJJ'} {...props} />;
}

/** A euro amount; '€', spaces and German notation are accepted (spec 5.3). */
export function EuroField(props: TextFieldProps) {
  return <TextField inputMode="decimal" placeholder="0,00 €" {...props} />;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, hint, options, placeholder, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select className="form-control" id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: FieldError; ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, ref, id: givenId, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={`co-check${error ? ' co-field--invalid' : ''}`}>
      <input type="checkbox" id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error?.message ? errorId : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error?.message && (
        <p id={errorId} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

export const SALUTATION_OPTIONS = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));
