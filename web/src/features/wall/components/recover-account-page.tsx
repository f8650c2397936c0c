import { WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { Link } from 'react-router';
import { requestAccountRecovery } from '../api/request-account-recovery';
import { EmailRequestForm } from './email-request-form';
import './wall.css';

/** Spec 2.2 /recover-account: a deactivated account asks for a reactivation link. */
export function RecoverAccountPage() {
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/recover-account']}</h1>
      <p>Ihr Konto wurde deaktiviert? Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie es wieder aktivieren.</p>
      <EmailRequestForm submitLabel="Link anfordern" send={requestAccountRecovery} />
      <p className="wall-links">
        <Link to="/login">Zurück zur Anmeldung</Link>
      </p>
    </div>
  );
}
