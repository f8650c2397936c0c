import { passwordUserInputs } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { writePersistedState } from '../../../lib/persisted-state';
import { useChangePassword } from '../api/change-password';
import { applyApiFieldErrors, errorMessage } from './api-field-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength/password-strength-meter';
import { validateNewPassword } from './password-strength/use-password-verdict';
import { NEW_PASSWORD_HINT, NEW_PASSWORD_RULES } from './validation';
import './wall.css';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  confirmation: string;
}

interface ChangePasswordSectionProps {
  /** The customer's own data, known to an attacker: a password built from it is weak. */
  person: { email: string; firstName?: string | null; lastName?: string | null; companyName?: string | null };
}

/** "Passwort ändern" for a logged-in customer (/customer/personal-details), with the strength meter. */
export function ChangePasswordSection({ person }: ChangePasswordSectionProps) {
  const change = useChangePassword();
  const { register, handleSubmit, setError, getValues, watch, reset, formState } = useForm<ChangePasswordValues>({
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
        <FormField
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={formState.errors.password}
          {...register('password', { ...NEW_PASSWORD_RULES, validate: (value) => validateNewPassword(value, userInputs) })}
        />
        <PasswordStrengthMeter password={watch('password')} userInputs={userInputs} />
        <FormField
          label="Neues Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmation}
          {...register('confirmation', { validate: (value) => value === getValues('password') || 'Die Passwörter stimmen nicht überein.' })}
        />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Wird gespeichert …' : 'Passwort ändern'}
        </button>
      </form>
    </section>
  );
}
