import { Link, useLocation } from 'react-router';
import { otherGroupOf } from '../../../lib/other-group';
import { addressOf } from '../../../lib/url-page';
import { OtherGroupContent } from './other-group-content';
import './error-pages.css';

/**
 * 400 (spec 2.7). An offer or package of the other customer group gets its own page with the
 * group switch; any other bad request leads back to the offers.
 */
export function BadRequestContent({ message, code }: { message?: string; code?: string }) {
  const restriction = otherGroupOf(code);
  if (restriction) return <OtherGroupContent message={message} restriction={restriction} />;
  if (code && URL_ERROR_CODES.has(code)) return <InvalidFilterContent message={message} code={code} />;
  return (
    <section className="error-page" aria-labelledby="bad-request-title">
      <h1 id="bad-request-title">Dieses Angebot ist hier nicht verfügbar</h1>
      {message && <p className="error-page__text">{message}</p>}
      <div className="error-page__actions">
        <Link className="button" to="/leasing">
          Zu den Leasing-Angeboten
        </Link>
      </div>
    </section>
  );
}

/** The catalogue API's answers to a bad query string (spec 5.1): a filter value it does not know. */
const URL_ERROR_CODES = new Set(['invalid_parameter', 'unknown_parameter', 'invalid_customer_group']);

/**
 * A listing URL with a filter value the API refused (issue 18: never silently dropped). Says what
 * was wrong, in the API's words, and offers the same page without filters.
 */
function InvalidFilterContent({ message, code }: { message?: string; code: string }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  // The group stays, unless the group itself was the bad value.
  const groupKeys = code === 'invalid_customer_group' ? [] : ['customer_group', 'customer_type'];
  for (const key of groupKeys) params.getAll(key).forEach((value) => kept.append(key, value));
  return (
    <section className="error-page" aria-labelledby="bad-filter-title" data-code={code}>
      <h1 id="bad-filter-title">Ungültige Angabe in der Adresse</h1>
      {message && <p className="error-page__text">{message}</p>}
      <div className="error-page__actions">
        <Link className="button" to={addressOf(pathname, kept)}>
          Ohne Filter anzeigen
        </Link>
        <Link to="/leasing">Zu den Leasing-Angeboten</Link>
      </div>
    </section>
  );
}
