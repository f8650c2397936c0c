import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { writePersistedState } from '../../../lib/persisted-state';
import { FormAlert } from './form-alert';
import { errorMessage } from '../../../lib/api-error';

/** The checkbox and button of /accept-tnc and /consent. */
export function TermsConsentForm({ submitLabel, accept }: { submitLabel: string; accept: () => Promise<void> }) {
  const { register, handleSubmit, setError, formState } = useForm<{ accepted: boolean }>({ defaultValues: { accepted: false } });
  const onSubmit = handleSubmit(async () => {
    try {
      await accept();
    } catch (error) {
      writePersistedState({ error: null });
      setError('root', { message: errorMessage(error) });
    }
  });
  const error = formState.errors.accepted;
  return (
    <>
      {formState.errors.root?.message && <FormAlert tone="error">{formState.errors.root.message}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <div className="wall-field">
          <label className="wall-check">
            <input
              type="checkbox"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'terms-error' : undefined}
              {...register('accepted', { required: 'Bitte bestätigen Sie, dass Sie die AGB akzeptieren.' })}
            />
            <span>
              Ich habe die <Link to="/agbs">Allgemeinen Geschäftsbedingungen</Link> gelesen und akzeptiere sie.
            </span>
          </label>
          {error?.message && (
            <p id="terms-error" className="field-error">
              {error.message}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
