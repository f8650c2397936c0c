import { AUTH_MESSAGES, isSecondFactorChallenge, safeRedirectTarget, WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, errorMessage } from '../../../lib/api-error';
import { readPersistedState, writePersistedState } from '../../../lib/persisted-state';
import { useLogin } from '../api/login';
import { withRedirectUrl } from '../routing/login-redirect';
import { applyApiFieldErrors } from './api-field-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SecondFactorStep } from './second-factor-step';
import { EMAIL_RULES } from './validation';
import './wall.css';

interface LoginForm {
  email: string;
  password: string;
}

/** Spec 2.2 /login?redirect_url=…: after login only same-site targets are honoured (spec 6). */
export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const redirectUrl = search.get('redirect_url') ?? undefined;
  const loginMutation = useLogin();
  const [carriedError, setCarriedError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  // An auth call elsewhere (e.g. 409 on registration) sent the user here with its message (spec 8).
  useEffect(() => {
    const { error } = readPersistedState();
    if (error) {
      setCarriedError(error.message);
      writePersistedState({ error: null });
    }
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setCarriedError(null);
    try {
      const answer = await loginMutation.mutateAsync({ ...values, redirect_url: redirectUrl });
      writePersistedState({ error: null });
      if (isSecondFactorChallenge(answer)) {
        setChallenge(answer.challenge_token);
        return;
      }
      navigate(safeRedirectTarget(answer.redirect_to, { origin: window.location.origin }), { replace: true });
    } catch (error) {
      writePersistedState({ error: null });
      applyApiFieldErrors(error, ['email', 'password'], setError);
    }
  });

  if (challenge) {
    const restart = () => {
      loginMutation.reset();
      setChallenge(null);
    };
    return <SecondFactorStep challengeToken={challenge} redirectUrl={redirectUrl} onRestart={restart} />;
  }

  const failure = loginMutation.error;
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/login']}</h1>
      <p>Melden Sie sich an, um Ihre Bestellungen und Verträge zu sehen.</p>
      {carriedError && <FormAlert tone="error">{carriedError}</FormAlert>}
      {failure && !(isApiError(failure) && failure.code === 'validation_failed') && (
        <FormAlert tone="error">
          {errorMessage(failure)}
          {isApiError(failure) && failure.code === 'email_not_verified' && (
            <>
              {' '}
              <Link to={withRedirectUrl(`/verify-email?email=${encodeURIComponent(String(loginMutation.variables?.email ?? ''))}`, redirectUrl)}>
                Bestätigungslink erneut senden
              </Link>
            </>
          )}
          {isApiError(failure) && failure.code === 'account_deactivated' && (
            <>
              {' '}
              <Link to="/recover-account">Konto wiederherstellen</Link>
            </>
          )}
        </FormAlert>
      )}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <FormField label="E-Mail-Adresse" type="email" autoComplete="email" error={formState.errors.email} {...register('email', EMAIL_RULES)} />
        <FormField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password}
          {...register('password', { required: AUTH_MESSAGES.passwordRequired })}
        />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Anmeldung läuft …' : 'Anmelden'}
        </button>
      </form>
      <nav className="wall-links" aria-label="Weitere Möglichkeiten">
        <Link to="/recover-password">Passwort vergessen?</Link>
        <Link to={withRedirectUrl('/register', redirectUrl)}>Neu hier? Jetzt registrieren</Link>
        <Link to="/recover-account">Konto wiederherstellen</Link>
      </nav>
    </div>
  );
}
