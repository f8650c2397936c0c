import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { useForm } from 'react-hook-form';
import { useConfirmSecondFactorEnrolment, useStartSecondFactorEnrolment } from '../api/second-factor';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { errorMessage } from '../../../lib/api-error';

/**
 * Enrolment: a new secret as QR code and as text, then the app's first code switches it on. The
 * recovery codes the server answers are handed up and shown once (RecoveryCodes).
 */
export function SecondFactorEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const start = useStartSecondFactorEnrolment();
  const confirm = useConfirmSecondFactorEnrolment();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onEnabled((await confirm.mutateAsync(code.trim())).recovery_codes);
    } catch {
      // The message is shown from confirm.error.
    }
  });

  if (!start.data) {
    return (
      <div className="security-enrolment">
        {start.error && <FormAlert tone="error">{errorMessage(start.error)}</FormAlert>}
        <button type="button" className="button" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? 'Wird vorbereitet …' : 'Zwei-Faktor-Anmeldung einrichten'}
        </button>
      </div>
    );
  }
  return (
    <div className="security-enrolment">
      <ol className="security-steps">
        <li>Öffnen Sie Ihre Authentifizierungs-App (z. B. FreeOTP, Google Authenticator oder Microsoft Authenticator).</li>
        <li>
          Scannen Sie den QR-Code oder geben Sie den Schlüssel von Hand ein.
          <img className="security-qr" src={start.data.qr_code} alt="QR-Code mit dem Schlüssel für Ihre Authentifizierungs-App" width={200} height={200} />
          <span className="security-secret">
            Schlüssel: <code data-testid="totp-secret">{start.data.secret}</code>
          </span>
        </li>
        <li>Geben Sie zur Bestätigung den sechsstelligen Code ein, den die App jetzt anzeigt.</li>
      </ol>
      {confirm.error && <FormAlert tone="error">{errorMessage(confirm.error)}</FormAlert>}
      <form className="wall-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Bestätigungscode aus der App"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          error={formState.errors.code}
          {...register('code', { required: AUTH_MESSAGES.codeRequired, pattern: { value: /^\s*\d{6}\s*$/, message: 'Der Code besteht aus 6 Ziffern.' } })}
        />
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Wird geprüft …' : 'Aktivieren'}
        </button>
      </form>
    </div>
  );
}

/** Shown once after enrolment: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="security-recovery">
      <FormAlert tone="success">Die Zwei-Faktor-Anmeldung ist eingerichtet.</FormAlert>
      <h3>Ihre Wiederherstellungscodes</h3>
      <p>
        Jeder Code gilt genau einmal, falls Sie Ihr Gerät nicht zur Hand haben. Bewahren Sie die Codes sicher auf (z. B. ausgedruckt): Sie werden nur jetzt
        angezeigt.
      </p>
      <ol className="security-codes" aria-label="Wiederherstellungscodes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onDone}>
        Ich habe die Codes gesichert
      </button>
    </div>
  );
}
