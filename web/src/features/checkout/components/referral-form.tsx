import type { DealDto } from '@autoleasing/contracts';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { useApplyReferral } from '../api/checkout-api';
import { TextField } from './fields';

const GENERIC_FAILURE = 'Der Gutscheincode konnte nicht eingelöst werden. Bitte versuchen Sie es später erneut.';

/**
 * The 'Gutscheincode' (referral code, PATCH …/referral with referred_by_code) on the summary. A
 * failure shows the API's German message under the field, never a toast (spec 8); once applied,
 * the code is shown instead of the form.
 */
export function ReferralForm({ deal }: { deal: DealDto }) {
  const apply = useApplyReferral(deal.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (deal.referred_by_code) {
    return (
      <section className="co-card" aria-labelledby="co-referral">
        <h2 id="co-referral">Gutscheincode</h2>
        <p className="alert alert--success" role="status">
          Gutscheincode <strong>{deal.referred_by_code}</strong> wurde angewendet.
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError('Bitte geben Sie einen Gutscheincode ein.');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await apply.mutateAsync(value);
    } catch (failure) {
      setError(isApiError(failure) && failure.hasResponse ? failure.message : GENERIC_FAILURE);
      inputRef.current?.focus();
    }
  }

  const fieldError: FieldError | undefined = error ? { type: 'server', message: error } : undefined;
  return (
    <section className="co-card" aria-labelledby="co-referral">
      <h2 id="co-referral">Gutscheincode</h2>
      <form onSubmit={submit} noValidate className="co-form co-referral" aria-label="Gutscheincode einlösen">
        <TextField
          ref={inputRef}
          label="Gutscheincode"
          name="referred_by_code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          error={fieldError}
          hint="Haben Sie einen Empfehlungs- oder Gutscheincode? Lösen Sie ihn vor der Bestellung ein."
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <div className="co-actions">
          <button type="submit" className="button button--secondary" disabled={apply.isPending}>
            {apply.isPending ? 'Wird eingelöst …' : 'Einlösen'}
          </button>
        </div>
      </form>
    </section>
  );
}
