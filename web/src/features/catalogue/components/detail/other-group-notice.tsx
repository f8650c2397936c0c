import { CUSTOMER_GROUP_LABELS, type CustomerGroup } from '@autoleasing/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { switchCustomerGroup } from '../../../../lib/customer-group-choice';
import { withCustomerType } from '../../../../lib/customer-type';
import { useSession } from '../../../../lib/session';

/**
 * The 400 page of spec 2.7 for an offer of the other customer group: the API's German text, a
 * switch to that group (visitors only; logged-in users must sign out first, spec 4.6) and the
 * other group's offers.
 */
export function OtherGroupNotice({ message, offerGroup }: { message: string; offerGroup: CustomerGroup }) {
  const session = useSession().data;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const switchGroup = () => {
    switchCustomerGroup(offerGroup, false);
    void navigate(withCustomerType(pathname, offerGroup));
  };
  return (
    <section className="error-notice" aria-labelledby="other-group-title">
      <h1 id="other-group-title">Dieses Angebot ist für {CUSTOMER_GROUP_LABELS[offerGroup]}</h1>
      <p>{message}</p>
      <div className="error-notice__actions">
        {session?.isLoggedIn ? (
          <p>Melden Sie sich ab, um die Angebote für {CUSTOMER_GROUP_LABELS[offerGroup]} zu sehen.</p>
        ) : (
          <button type="button" className="button" onClick={switchGroup}>
            Als {offerGroup === 'b2c' ? 'Privatkunde' : 'Geschäftskunde'} ansehen
          </button>
        )}
        <Link className="button button--secondary" to={withCustomerType('/leasing', offerGroup)}>
          Leasing-Angebote für {CUSTOMER_GROUP_LABELS[offerGroup]}
        </Link>
      </div>
    </section>
  );
}
