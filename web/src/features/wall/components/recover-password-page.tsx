import { WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { writePersistedState } from '../../../lib/persisted-state';
import { useCheckPasswordToken } from '../api/check-password-token';
import { useResetPassword } from '../api/change-password';
import { requestPasswordRecovery } from '../api/request-password-recovery';
import { applyApiFieldErrors } from './api-field-errors';
import { EmailRequestForm } from './email-request-form';
import { FormAlert } from './form-alert';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import './wall.css';
import { errorMessage } from '../../../lib/api-error';

/** Spec 2.2 /recover-password: ask for a link, or (?token=…) choose the new password. */
export function RecoverPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/recover-password']}</h1>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <>
          <p>Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
          <EmailRequestForm submitLabel="Link anfordern" send={requestPasswordRecovery} />
          <p className="wall-links">
            <Link to="/login">Zurück zur Anmeldung</Link>
          </p>
        </>
      )}
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const check = useCheckPasswordToken(token);
  const reset = useResetPassword();
  const { register, handleSubmit, setError, watch, formState } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmation: '' } });

  if (check.isPending) return <p role="status">Der Link wird geprüft …</p>;
  if (check.isError) {
    return (
      <>
        <FormAlert tone="error">{errorMessage(check.error)}</FormAlert>
        <p className="wall-links">
          <Link to="/recover-password">Neuen Link anfordern</Link>
        </p>
      </>
    );
  }
  if (reset.isSuccess) {
    return (
      <>
        <FormAlert tone="success">Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.</FormAlert>
        <p className="wall-links">
          <Link to="/login">Zur Anmeldung</Link>
        </p>
      </>
    );
  }
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ reset_password_token: token, password });
    } catch (error) {
      writePersistedState({ error: null });
      if (!applyApiFieldErrors(error, ['password'], setError)) setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <>
      {formState.errors.root?.message && <FormAlert tone="error">{formState.errors.root.message}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        {/* The page does not know whose link it is: the server adds the e-mail and name to its own check. */}
        <NewPasswordFields register={register} errors={formState.errors} password={watch('password')} />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          Passwort speichern
        </button>
      </form>
    </>
  );
}
