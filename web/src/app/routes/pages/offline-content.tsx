import { useOnlineStatus } from '../../../hooks/use-online-status';
import './error-pages.css';

/**
 * A page could not load because the device is offline (issue 18). Shown in place of reloading,
 * which would only swap the app for the browser's own offline page. The visitor retries when the
 * connection is back; the page they came from is one step back in the history.
 */
export function OfflineContent() {
  const online = useOnlineStatus();
  return (
    <section className="error-page" aria-labelledby="offline-title">
      <h1 id="offline-title">Keine Internetverbindung</h1>
      <p className="error-page__text">
        Diese Seite konnte nicht geladen werden, weil Sie offline sind. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es dann erneut.
      </p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={() => window.location.reload()} disabled={!online} aria-describedby="offline-retry-note">
          Erneut versuchen
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
          Zurück
        </button>
      </div>
      <p id="offline-retry-note" className="error-page__meta" role="status">
        {online ? 'Sie sind wieder online.' : 'Sobald Sie wieder online sind, können Sie es erneut versuchen.'}
      </p>
    </section>
  );
}
