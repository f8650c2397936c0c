import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function FormField({ label, error, hint, ref, ...input }: FormFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="wall-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input className="form-control" id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error?.message && (
        <p id={errorId} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
