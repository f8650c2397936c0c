import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { Link, useSearchParams } from 'react-router';
import { customerGroupFromSearch, withCustomerType } from '../../../lib/customer-type';
import './error-pages.css';

/**
 * 404 (spec 2.7). Both links keep the visitor's customer group (customer_type B or P) so the next
 * page shows the right prices. Until the session feature exists the group comes from the query.
 */
export function NotFoundContent() {
  const [search] = useSearchParams();
  const group = customerGroupFromSearch(search);
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{GERMAN_MESSAGES.notFound}</h1>
      <p className="error-page__text">
        Vielleicht hat sich die Adresse geändert oder das Angebot ist nicht mehr verfügbar. Hier geht es weiter:
      </p>
      <div className="error-page__actions">
        <Link className="button" to={withCustomerType('/', group)}>
          Zur Startseite
        </Link>
        <Link className="button button--secondary" to={withCustomerType('/leasing-sonderangebote', group)}>
          Zu den Sonderangeboten
        </Link>
      </div>
    </section>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
