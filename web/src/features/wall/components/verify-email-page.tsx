import { WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { writePersistedState } from '../../../lib/persisted-state';
import { useConfirmEmail } from '../api/confirm-email';
import { withRedirectUrl } from '../routing/login-redirect';
import { resendConfirmation } from '../api/resend-confirmation';
import { EmailRequestForm } from './email-request-form';
import { FormAlert } from './form-alert';
import './wall.css';
import { errorMessage } from '../../../lib/api-error';

/**
 * Spec 2.2 /verify-email: after registering (?email=…) it says where the link went and offers a
 * new one; opened from the mail (?token=…) it confirms the address once.
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const email = search.get('email') ?? '';
  // Where the customer started (the mail link carries it too): login continues there.
  const redirectUrl = search.get('redirect_url');
  const loginPath = withRedirectUrl('/login', redirectUrl);
  const resend = (address: string) => resendConfirmation(address, redirectUrl);
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the token is single-use, and StrictMode runs effects twice in development.
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate(token, { onError: () => writePersistedState({ error: null }) });
    }
  }, [token, confirm]);

  if (token) {
    return (
      <div className="wall-page">
        <h1>{WALL_PAGE_TITLES['/verify-email']}</h1>
        {confirm.isPending && <p role="status">Ihre E-Mail-Adresse wird bestätigt …</p>}
        {confirm.isSuccess && (
          <>
            <FormAlert tone="success">Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.</FormAlert>
            <p className="wall-links">
              <Link to={loginPath}>Jetzt anmelden</Link>
            </p>
          </>
        )}
        {confirm.isError && (
          <>
            <FormAlert tone="error">{errorMessage(confirm.error)}</FormAlert>
            <h2>Neuen Bestätigungslink anfordern</h2>
            <EmailRequestForm submitLabel="Link erneut senden" send={resend} />
          </>
        )}
      </div>
    );
  }
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/verify-email']}</h1>
      {email ? (
        <p>
          Wir haben Ihnen eine E-Mail an <strong>{email}</strong> geschickt. Bitte öffnen Sie den Link darin, um Ihre Adresse zu bestätigen.
        </p>
      ) : (
        <p>Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen nach der Registrierung geschickt haben.</p>
      )}
      <h2>Keine E-Mail erhalten?</h2>
      <p>Sehen Sie bitte auch im Spam-Ordner nach. Oder fordern Sie einen neuen Link an:</p>
      <EmailRequestForm submitLabel="Link erneut senden" defaultEmail={email} send={resend} />
      <p className="wall-links">
        <Link to={loginPath}>Zur Anmeldung</Link>
      </p>
    </div>
  );
}
