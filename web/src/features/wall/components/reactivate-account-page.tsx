import { WALL_PAGE_TITLES } from '@autoleasing/contracts';
import { Link, useSearchParams } from 'react-router';
import { writePersistedState } from '../../../lib/persisted-state';
import { useReactivateAccount } from '../api/reactivate-account';
import { FormAlert } from './form-alert';
import './wall.css';
import { errorMessage } from '../../../lib/api-error';

/** Spec 2.2 /reactivate-account?token=…: reactivation is a deliberate click, not a page visit. */
export function ReactivateAccountPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const reactivate = useReactivateAccount();
  return (
    <div className="wall-page">
      <h1>{WALL_PAGE_TITLES['/reactivate-account']}</h1>
      {!token && (
        <p>
          Bitte öffnen Sie den Link aus unserer E-Mail. Noch keinen Link? <Link to="/recover-account">Hier anfordern</Link>.
        </p>
      )}
      {token && reactivate.isSuccess && (
        <>
          <FormAlert tone="success">Ihr Konto ist wieder aktiv. Sie können sich jetzt anmelden.</FormAlert>
          <p className="wall-links">
            <Link to="/login">Zur Anmeldung</Link>
          </p>
        </>
      )}
      {token && reactivate.isError && (
        <>
          <FormAlert tone="error">{errorMessage(reactivate.error)}</FormAlert>
          <p className="wall-links">
            <Link to="/recover-account">Neuen Link anfordern</Link>
          </p>
        </>
      )}
      {token && !reactivate.isSuccess && !reactivate.isError && (
        <>
          <p>Mit einem Klick ist Ihr Konto wieder aktiv.</p>
          <button
            type="button"
            className="button"
            disabled={reactivate.isPending}
            onClick={() => reactivate.mutate(token, { onError: () => writePersistedState({ error: null }) })}
          >
            Konto reaktivieren
          </button>
        </>
      )}
    </div>
  );
}
