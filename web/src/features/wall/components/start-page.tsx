import { CUSTOMER_GROUP_LABELS, wallPageHeading, type CustomerGroup } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { switchCustomerGroup, useVisitorCustomerGroup } from '../../../lib/customer-group-choice';
import { useSession } from '../../../lib/session';
import './wall.css';

/**
 * Spec 2.2 /start: the entry of the wall. Visitors choose whether they lease privately or for
 * their business (spec 4.6: only while not logged in), then log in or register.
 */
export function StartPage() {
  const session = useSession().data;
  const visitorGroup = useVisitorCustomerGroup();
  const isLoggedIn = session?.isLoggedIn ?? false;
  const current: CustomerGroup = (isLoggedIn ? session?.customerGroup : visitorGroup) ?? 'b2b';
  return (
    <div className="wall-page">
      <h1>{wallPageHeading('/start')}</h1>
      <p>Neuwagen leasen – für Privatkunden mit Preisen inklusive Umsatzsteuer, für Geschäftskunden netto.</p>
      <fieldset className="wall-fieldset">
        <legend>Ich lease als</legend>
        <div className="wall-fieldset__options">
          {(['b2c', 'b2b'] as const).map((group) => (
            <label key={group} className="wall-check">
              <input
                type="radio"
                name="customer-group"
                value={group}
                checked={current === group}
                disabled={isLoggedIn}
                onChange={() => switchCustomerGroup(group, isLoggedIn)}
              />
              {CUSTOMER_GROUP_LABELS[group]}
            </label>
          ))}
        </div>
        {isLoggedIn && <p className="field-hint">Angemeldet gilt die Kundengruppe Ihres Kontos.</p>}
      </fieldset>
      <nav className="wall-links" aria-label="Weiter">
        {isLoggedIn ? (
          <Link to="/customer">Zum Kundenbereich</Link>
        ) : (
          <>
            <Link to="/login">Anmelden</Link>
            <Link to="/register">Registrieren</Link>
          </>
        )}
      </nav>
    </div>
  );
}
