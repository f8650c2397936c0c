import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength/password-strength-meter';
import { validateNewPassword } from './password-strength/use-password-verdict';
import { NEW_PASSWORD_HINT, NEW_PASSWORD_RULES } from './validation';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  /** The typed new password (`watch('password')`), for the strength meter. */
  password: string;
  /** What is known about the person (e-mail, names): a password built from it is weak. */
  userInputs?: string[];
}

/** "Neues Passwort" with its hint and strength meter, then "Neues Passwort wiederholen". */
export function NewPasswordFields({ register, errors, password, userInputs = [] }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password}
        {...register('password', { ...NEW_PASSWORD_RULES, validate: (value) => validateNewPassword(value, userInputs) })}
      />
      <PasswordStrengthMeter password={password} userInputs={userInputs} />
      <FormField
        label="Neues Passwort wiederholen"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...register('confirmation', { validate: (value, values) => value === values.password || 'Die Passwörter stimmen nicht überein.' })}
      />
    </>
  );
}
