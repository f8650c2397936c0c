import { ACCOUNT_DELETION_RETENTION_TEXT, AUTH_MESSAGES } from '@autoleasing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api-error';
import { sessionQueryOptions, VISITOR_SESSION } from '../../../lib/session';
import { deleteOwnAccount, personalDataExportUrl } from '../api/privacy-api';

/**
 * GDPR on /customer/personal-details: download all own data (art. 15/20) and delete the account
 * (art. 17) after entering the password again. The server checks the password and refuses while
 * a placed order or contract runs; its German message is shown at the field.
 */
export function PrivacySection() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(AUTH_MESSAGES.passwordRequired);
      return;
    }
    setDeleting(true);
    setError('');
    try {
      await deleteOwnAccount({ password });
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions().queryKey, VISITOR_SESSION);
      // After the landing page is there: shown before, its 3 s could pass while the page loads.
      await navigate('/');
      showToast({ message: 'Ihr Konto und Ihre Daten wurden gelöscht.', tone: 'success' });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.');
      setDeleting(false);
    }
  }

  return (
    <section className="ca-privacy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ihre Daten</h2>
      <h3>Daten herunterladen</h3>
      <p className="ca-muted">
        Sie erhalten eine ZIP-Datei mit allen Daten, die wir zu Ihnen gespeichert haben: Konto, Angaben aus der Bestellung, Bestellungen, Nachrichten,
        Zahlungen, Einwilligungen und Ihre hochgeladenen Dokumente.
      </p>
      <p>
        <a className="button button--compact button--secondary" href={personalDataExportUrl} download>
          Meine Daten herunterladen (ZIP)
        </a>
      </p>
      <h3>Konto löschen</h3>
      <p className="ca-muted">
        Wir löschen Ihr Konto, Ihre Angaben, Nachrichten, Dokumente und Ihre Newsletter-Anmeldung endgültig. Danach können Sie sich nicht mehr anmelden.{' '}
        {ACCOUNT_DELETION_RETENTION_TEXT}
      </p>
      <form className="ca-privacy__form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="ca-field">
          <label htmlFor={`${id}-password`}>Passwort zur Bestätigung</label>
          <input
            className="form-control"
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--compact button--danger" disabled={deleting}>
          {deleting ? 'Wird gelöscht …' : 'Konto endgültig löschen'}
        </button>
      </form>
    </section>
  );
}
