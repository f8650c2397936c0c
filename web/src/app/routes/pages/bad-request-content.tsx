import { Link } from 'react-router';
import './error-pages.css';

/**
 * 400: the offer exists only for the other customer group (spec 2.7). The catalogue feature
 * replaces this with the group switch; until then the visitor is led back to the offers.
 */
export function BadRequestContent({ message }: { message?: string }) {
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
