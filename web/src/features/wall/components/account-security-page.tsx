import { AUTH_MESSAGES } from '@autoleasing/contracts';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { useLeaveEnrolmentGate } from '../api/second-factor';
import { accountHomePath } from '../routing/account-home';
import { FormAlert } from './form-alert';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';
import './account-security.css';
import './wall.css';

/**
 * /account/security for every role (issue 20): the second factor and the active sessions. Staff
 * who have not enrolled land here after the password and reach nothing else until they have.
 */
export function AccountSecurityPage() {
  const session = useSession().data;
  const navigate = useNavigate();
  const leaveGate = useLeaveEnrolmentGate();
  const logout = useLogout();
  const mustEnrol = session?.secondFactorEnrolmentRequired === true;

  const onEnrolmentDone = async () => {
    await leaveGate();
    if (mustEnrol && session) navigate(accountHomePath(session), { replace: true });
  };

  return (
    <div className="wall-page account-security">
      <h1>Anmeldung und Sicherheit</h1>
      {mustEnrol && (
        <FormAlert tone="info">
          {AUTH_MESSAGES.secondFactorMandatory} Bitte richten Sie sie jetzt ein; erst danach können Sie weiterarbeiten.
        </FormAlert>
      )}
      <SecondFactorSection onEnrolmentDone={onEnrolmentDone} />
      {mustEnrol ? (
        // Every other page leads back here, so the way out is on this one.
        <button
          type="button"
          className="button button--secondary"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
        >
          Abmelden
        </button>
      ) : (
        <SessionsSection />
      )}
    </div>
  );
}
