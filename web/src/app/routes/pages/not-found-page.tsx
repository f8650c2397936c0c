import { GERMAN_MESSAGES } from '@autoleasing/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { customerGroupFromSearch, withCustomerType } from '../../../lib/customer-type';
import './error-pages.css';

type Alternatives = ComponentType<{ variation: string }>;

// Only the 404 of a car page needs the catalogue's cards: loaded then, kept out of the entry chunk.
let GoneOfferAlternatives: Alternatives = lazy(() => import('../../../features/catalogue/components/detail/gone-offer-alternatives').then((m) => ({ default: m.GoneOfferAlternatives })));

/**
 * The server render has the component at hand: a lazy one would suspend there, and React would
 * need an inline script (forbidden by the CSP) to put the late part in place.
 */
export function provideGoneOfferAlternatives(component: Alternatives): void {
  GoneOfferAlternatives = component;
}
const CAR_PAGE = /^\/leasing-angebote\/([^/]+)$/;

/**
 * 404 (spec 2.7). Both links keep the visitor's customer group (customer_type B or P) so the next
 * page shows the right prices. Until the session feature exists the group comes from the query.
 */
export function NotFoundContent() {
  const [search] = useSearchParams();
  const group = customerGroupFromSearch(search);
  const goneCar = CAR_PAGE.exec(useLocation().pathname)?.[1];
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
      {goneCar && (
        <Suspense fallback={null}>
          <GoneOfferAlternatives variation={goneCar} />
        </Suspense>
      )}
    </section>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
