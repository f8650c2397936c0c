import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisableSecondFactor, useSecondFactorStatus } from '../api/second-factor';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { RecoveryCodes, SecondFactorEnrolment } from './second-factor-enrolment';
import { errorMessage } from '../../../lib/api-error';

/** Status, enrolment and (customers only) switching off of the second factor. */
export function SecondFactorSection({ onEnrolmentDone }: { onEnrolmentDone: () => void }) {
  const status = useSecondFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <section className="security-section" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Zwei-Faktor-Anmeldung</h2>
      <p>Bei der Anmeldung fragen wir nach dem Passwort zusätzlich einen Code aus einer App auf Ihrem Smartphone ab. So schützt ein gestohlenes Passwort allein Ihr Konto nicht mehr.</p>
      {status.isPending && <p role="status">Wird geladen …</p>}
      {status.error && <FormAlert tone="error">{errorMessage(status.error)}</FormAlert>}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            onEnrolmentDone();
          }}
        />
      ) : (
        status.data &&
        (status.data.enabled ? (
          <EnabledState recoveryCodesLeft={status.data.recovery_codes_left} mayDisable={!status.data.required} />
        ) : (
          <SecondFactorEnrolment onEnabled={setRecoveryCodes} />
        ))
      )}
    </section>
  );
}

function EnabledState({ recoveryCodesLeft, mayDisable }: { recoveryCodesLeft: number; mayDisable: boolean }) {
  return (
    <>
      <FormAlert tone="info">
        Die Zwei-Faktor-Anmeldung ist eingerichtet. Verbleibende Wiederherstellungscodes: {recoveryCodesLeft}.
      </FormAlert>
      {mayDisable ? <DisableForm /> : <p>{AUTH_MESSAGES.secondFactorMandatory}</p>}
    </>
  );
}

/** Switching off needs the password or a current code: a forgotten open session must not do it. */
function DisableForm() {
  const disable = useDisableSecondFactor();
  const { register, handleSubmit, formState, setError } = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });
  const onSubmit = handleSubmit(async ({ password, code }) => {
    if (!password && !code.trim()) {
      setError('password', { type: 'required', message: AUTH_MESSAGES.secondFactorProofMissing });
      return;
    }
    try {
      await disable.mutateAsync(password ? { password } : { code: code.trim() });
    } catch {
      // Shown from disable.error.
    }
  });
  return (
    <form className="wall-form" onSubmit={onSubmit} noValidate aria-labelledby="disable-heading">
      <h3 id="disable-heading">Zwei-Faktor-Anmeldung ausschalten</h3>
      {disable.error && <FormAlert tone="error">{errorMessage(disable.error)}</FormAlert>}
      <FormField label="Passwort" type="password" autoComplete="current-password" error={formState.errors.password} {...register('password')} />
      <FormField label="oder Bestätigungscode" autoComplete="one-time-code" maxLength={32} error={formState.errors.code} {...register('code')} />
      <button type="submit" className="button button--secondary" disabled={formState.isSubmitting}>
        Ausschalten
      </button>
    </form>
  );
}
