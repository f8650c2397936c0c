import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { clearErrorPage } from '../../../lib/error-page-signal';
import './error-pages.css';

interface NewsletterFailure {
  status: number;
  code?: string;
  message?: string;
  details?: string[];
}

/** What went wrong, in German, for each kind of failure of POST /newsletter/register. */
function explain({ status, message, details }: NewsletterFailure): { text: string; hint: string } {
  if (status === 400 || status === 422) {
    const reasons = details && details.length > 0 ? details.join(' ') : message;
    return {
      text: reasons ?? 'Ihre Angaben konnten nicht angenommen werden.',
      hint: 'Bitte prüfen Sie Ihre E-Mail-Adresse und melden Sie sich erneut an.',
    };
  }
  if (status === 429) {
    return {
      text: 'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anmeldungen.',
      hint: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    };
  }
  return { text: GERMAN_MESSAGES.technicalError, hint: 'Ihre Anmeldung konnte nicht entgegengenommen werden.' };
}

/**
 * The error page a failed newsletter sign-up raises (spec 8): it names the newsletter and says why
 * it failed and what to do — a refused address with the API's reason, too many sign-ups, or a
 * technical error — and leads back to the page with the form or to the homepage.
 */
export function NewsletterErrorContent(failure: NewsletterFailure) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaced the form the visitor was using: move focus to what happened.
  useEffect(() => heading.current?.focus(), []);
  const { text, hint } = explain(failure);
  return (
    <section className="error-page" aria-labelledby="newsletter-error-title">
      <h1 id="newsletter-error-title" ref={heading} tabIndex={-1}>
        Die Anmeldung zum Newsletter ist fehlgeschlagen
      </h1>
      <p className="error-page__text">
        {text} {hint}
      </p>
      {failure.code && failure.status >= 500 && <p className="error-page__meta">Fehlercode: {failure.code}</p>}
      <div className="error-page__actions">
        <button type="button" className="button" onClick={clearErrorPage}>
          Zurück zum Formular
        </button>
        <Link className="button button--secondary" to="/">
          Zur Startseite
        </Link>
      </div>
    </section>
  );
}
