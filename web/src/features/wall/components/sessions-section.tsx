import { formatDateTime } from '@autoleasing/contracts';
import { useNavigate } from 'react-router';
import { useSessions, useSignOutAllSessions, useSignOutSession } from '../api/sessions';
import { describeUserAgent } from './describe-user-agent';
import { FormAlert } from './form-alert';
import { errorMessage } from '../../../lib/api-error';

/** Where the account is logged in, each session with its own sign-out, and "Alle Sitzungen abmelden". */
export function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutAll = useSignOutAllSessions();
  const failure = signOut.error ?? signOutAll.error ?? sessions.error;

  return (
    <section className="security-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Aktive Sitzungen</h2>
      <p>Hier sehen Sie, auf welchen Geräten Sie angemeldet sind. Kennen Sie eine Sitzung nicht, melden Sie sie ab und ändern Sie Ihr Passwort.</p>
      {failure && <FormAlert tone="error">{errorMessage(failure)}</FormAlert>}
      {sessions.isPending && <p role="status">Wird geladen …</p>}
      {sessions.data && (
        <table className="security-sessions">
          <thead>
            <tr>
              <th scope="col">Gerät</th>
              <th scope="col">Adresse</th>
              <th scope="col">Zuletzt genutzt</th>
              <th scope="col">
                <span className="visually-hidden">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => {
              const device = describeUserAgent(session.user_agent);
              return (
                <tr key={session.id}>
                  <td>
                    {device}
                    {session.current && <strong className="security-current"> (diese Sitzung)</strong>}
                  </td>
                  <td>{session.client_address ?? '–'}</td>
                  <td>{formatDateTime(session.last_used_at)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--compact button--secondary"
                      aria-label={`Sitzung abmelden: ${device}${session.current ? ' (diese Sitzung)' : ''}, zuletzt genutzt ${formatDateTime(session.last_used_at)}`}
                      disabled={signOut.isPending}
                      onClick={() => signOut.mutate(session, { onSuccess: () => session.current && navigate('/login', { replace: true }) })}
                    >
                      Abmelden
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="button"
        disabled={signOutAll.isPending}
        onClick={() => signOutAll.mutate(undefined, { onSuccess: () => navigate('/login', { replace: true }) })}
      >
        Alle Sitzungen abmelden
      </button>
    </section>
  );
}
