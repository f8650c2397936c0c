import { passwordUserInputs } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { writePersistedState } from '../../../lib/persisted-state';
import { useChangePassword } from '../api/change-password';
import { applyApiFieldErrors } from './api-field-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import './wall.css';
import { errorMessage } from '../../../lib/api-error';

interface ChangePasswordValues extends NewPasswordValues {
  current_password: string;
}

interface ChangePasswordSectionProps {
  /** The customer's own data, known to an attacker: a password built from it is weak. */
  person: { email: string; firstName?: string | null; lastName?: string | null; companyName?: string | null };
}

/** "Passwort ändern" for a logged-in customer (/customer/personal-details), with the strength meter. */
export function ChangePasswordSection({ person }: ChangePasswordSectionProps) {
  const change = useChangePassword();
  const { register, handleSubmit, setError, watch, reset, formState } = useForm<ChangePasswordValues>({
    defaultValues: { current_password: '', password: '', confirmation: '' },
  });
  const userInputs = passwordUserInputs(person);

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    try {
      await change.mutateAsync({ current_password, password });
      reset();
    } catch (error) {
      writePersistedState({ error: null });
      if (!applyApiFieldErrors(error, ['current_password', 'password'], setError)) setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Passwort ändern</h2>
      {change.isSuccess && !formState.isDirty && (
        <FormAlert tone="success">Ihr Passwort wurde geändert. Auf allen anderen Geräten sind Sie jetzt abgemeldet.</FormAlert>
      )}
      {formState.errors.root?.message && <FormAlert tone="error">{formState.errors.root.message}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          error={formState.errors.current_password}
          {...register('current_password', { required: 'Bitte geben Sie Ihr aktuelles Passwort ein.' })}
        />
        <NewPasswordFields register={register} errors={formState.errors} password={watch('password')} userInputs={userInputs} />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Wird gespeichert …' : 'Passwort ändern'}
        </button>
      </form>
    </section>
  );
}
