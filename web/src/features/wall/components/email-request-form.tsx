import { NEUTRAL_MAIL_MESSAGE } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { writePersistedState } from '../../../lib/persisted-state';
import { applyApiFieldErrors } from './api-field-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { EMAIL_RULES } from './validation';
import { errorMessage } from '../../../lib/api-error';

interface EmailRequestFormProps {
  submitLabel: string;
  defaultEmail?: string;
  /** Answers with the server's neutral message (recover and resend never say whether the address exists). */
  send: (email: string) => Promise<{ message: string }>;
}

/** One e-mail field and a button; used by resend, password recovery and account recovery. */
export function EmailRequestForm({ submitLabel, defaultEmail = '', send }: EmailRequestFormProps) {
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send(email.trim());
    } catch (error) {
      writePersistedState({ error: null });
      if (!applyApiFieldErrors(error, ['email'], setError)) setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <>
      {formState.isSubmitSuccessful && !formState.errors.root && (
        <FormAlert tone="success">{NEUTRAL_MAIL_MESSAGE}</FormAlert>
      )}
      {formState.errors.root?.message && <FormAlert tone="error">{formState.errors.root.message}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <FormField label="E-Mail-Adresse" type="email" autoComplete="email" error={formState.errors.email} {...register('email', EMAIL_RULES)} />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
