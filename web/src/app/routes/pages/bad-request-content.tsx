import { Link } from 'react-router';
import { otherGroupOf } from '../../../lib/other-group';
import { OtherGroupContent } from './other-group-content';
import './error-pages.css';

/**
 * 400 (spec 2.7). An offer or package of the other customer group gets its own page with the
 * group switch; any other bad request leads back to the offers.
 */
export function BadRequestContent({ message, code }: { message?: string; code?: string }) {
  const restriction = otherGroupOf(code);
  if (restriction) return <OtherGroupContent message={message} restriction={restriction} />;
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
