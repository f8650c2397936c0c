import { AUTH_MESSAGES, safeRedirectTarget } from '@autoleasing/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { writePersistedState } from '../../../lib/persisted-state';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { errorMessage } from '../../../lib/api-error';

/**
 * The login's second step (issue 20): the six-digit code of the authenticator app, or one of the
 * recovery codes. A wrong code can be typed again; an expired ticket sends the user back to the
 * password step.
 */
export function SecondFactorStep({ challengeToken, redirectUrl, onRestart }: { challengeToken: string; redirectUrl?: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const verify = useVerifySecondFactor();
  const { register, handleSubmit, formState, setFocus, resetField } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const answer = await verify.mutateAsync({ challenge_token: challengeToken, code: code.trim(), redirect_url: redirectUrl });
      writePersistedState({ error: null });
      navigate(safeRedirectTarget(answer.redirect_to, { origin: window.location.origin }), { replace: true });
    } catch {
      writePersistedState({ error: null });
      resetField('code');
      setFocus('code');
    }
  });

  return (
    <div className="wall-page">
      <h1>Bestätigungscode</h1>
      <p>Geben Sie den sechsstelligen Code aus Ihrer Authentifizierungs-App ein. Haben Sie Ihr Gerät nicht zur Hand, können Sie einen Ihrer Wiederherstellungscodes verwenden.</p>
      {verify.error && <FormAlert tone="error">{errorMessage(verify.error)}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Bestätigungscode"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          maxLength={32}
          hint="6 Ziffern oder ein Wiederherstellungscode (xxxxx-xxxxx)"
          error={formState.errors.code}
          {...register('code', { required: AUTH_MESSAGES.codeRequired })}
        />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Wird geprüft …' : 'Bestätigen'}
        </button>
      </form>
      <div className="wall-links">
        <button type="button" className="link-button" onClick={onRestart}>
          Mit anderem Konto anmelden
        </button>
      </div>
    </div>
  );
}
