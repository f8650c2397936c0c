import { CUSTOMER_GROUP_LABELS } from '@autoleasing/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../features/wall';
import { useLogout } from '../../../features/wall/api/logout';
import { switchCustomerGroup } from '../../../lib/customer-group-choice';
import { withCustomerType } from '../../../lib/customer-type';
import type { OtherGroupError } from '../../../lib/other-group';
import { useSession } from '../../../lib/session';
import './error-pages.css';

const AS_GROUP = { b2b: 'Geschäftskunde', b2c: 'Privatkunde' } as const;

/**
 * The 400 page of spec 2.7 for an offer or package of the other customer group: the API's German
 * text, a switch to that group (a logged-in user is signed out first, spec 4.6, since only
 * visitors may switch) and the other group's offers. Package pages also lead to configuring a car
 * oneself, or to signing on when logged out. The app composes the wall's logout here, so the
 * catalogue never imports the wall.
 */
export function OtherGroupContent({ message, restriction }: { message?: string; restriction: OtherGroupError }) {
  const { group, kind } = restriction;
  const isLoggedIn = useSession().data?.isLoggedIn === true;
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);

  const switchGroup = async () => {
    setSwitching(true);
    if (isLoggedIn) {
      // A failed logout still ends the session in the web (useLogout settles to a visitor).
      await logout.mutateAsync().catch(() => undefined);
    }
    switchCustomerGroup(group, false);
    setSwitching(false);
    void navigate(withCustomerType(location.pathname, group));
  };

  const groupLabel = CUSTOMER_GROUP_LABELS[group];
  return (
    <section className="error-page" aria-labelledby="other-group-title">
      <p className="error-page__code" aria-hidden="true">400</p>
      <h1 id="other-group-title">{kind === 'packages' ? `Diese Pakete sind für ${groupLabel}` : `Dieses Angebot ist für ${groupLabel}`}</h1>
      <p className="error-page__text">{message ?? `Leider ist dieses Angebot nur für ${groupLabel} verfügbar.`}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={() => void switchGroup()} disabled={switching}>
          {isLoggedIn ? `Abmelden und als ${AS_GROUP[group]} ansehen` : `Als ${AS_GROUP[group]} ansehen`}
        </button>
        <Link className="button button--secondary" to={withCustomerType('/leasing', group)}>
          Leasing-Angebote für {groupLabel}
        </Link>
        {kind === 'packages' &&
          (isLoggedIn ? (
            <Link className="button button--secondary" to="/leasing">
              Selbst konfigurieren
            </Link>
          ) : (
            <Link className="button button--secondary" to={loginPathFor(location)}>
              Anmelden und selbst konfigurieren
            </Link>
          ))}
      </div>
    </section>
  );
}
