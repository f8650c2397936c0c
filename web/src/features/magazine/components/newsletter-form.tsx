import { AUTH_MESSAGES, isValidEmail } from '@autoleasing/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useCustomerGroup } from '../../../lib/customer-group';
import { useRegisterNewsletter } from '../api/register-newsletter';

/** Spec 7.3: the answer's message and status are kept, for success and for failure. */
interface NewsletterResult {
  status: string | number;
  message: string;
}

/**
 * Newsletter sign-up (double opt-in by e-mail): the address, the customer group of the session or
 * visitor, where the form sat and the page address. The API's message is shown; a failed call
 * also raises the error page (public client, spec 8).
 */
export function NewsletterForm({ source }: { source: string }) {
  const id = useId();
  const { group } = useCustomerGroup();
  const register = useRegisterNewsletter();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<NewsletterResult | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    register.mutate(
      { email: address, customer_group: group, optin_source: source, optin_url: `${window.location.origin}${location.pathname}${location.search}` },
      {
        onSuccess: (answer) => setResult({ status: answer.status, message: answer.message }),
        onError: (error) => setResult(isApiError(error) ? { status: error.statusCode, message: error.message } : { status: 0, message: String(error) }),
      },
    );
  };

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter: Top-Angebote und Ratgeber</h2>
      <p>Einmal pro Woche die besten Leasing-Deals und neue Magazin-Artikel. Abmeldung jederzeit möglich.</p>
      {result?.status === 'pending' || result?.status === 'confirmed' ? (
        <p role="status" className="newsletter__message">
          {result.message}
        </p>
      ) : (
        <form className="newsletter__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-email`}>E-Mail-Adresse</label>
          <div className="newsletter__row">
            <input
              className="form-control"
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              required
            />
            <button type="submit" className="button" disabled={register.isPending}>
              {register.isPending ? 'Wird gesendet …' : 'Anmelden'}
            </button>
          </div>
          {invalid && (
            <p id={`${id}-error`} className="field-error newsletter__error">
              {AUTH_MESSAGES.emailInvalid}
            </p>
          )}
          {result && (
            <p role="alert" className="field-error newsletter__error">
              {result.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
