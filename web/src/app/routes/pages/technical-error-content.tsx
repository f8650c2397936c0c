import { ERROR_PAGE, GERMAN_MESSAGES } from '@autoleasing/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { OfflineContent } from './offline-content';
import './error-pages.css';

/** The generic technical error (spec 8), with an optional code for support requests. */
export function TechnicalErrorContent({ code }: { code?: string | null }) {
  // A call that got no answer because the device is offline is no technical error of ours; the
  // notice stays when the connection returns, so its "Erneut versuchen" can be used.
  const online = useOnlineStatus();
  const [wasOffline, setWasOffline] = useState(false);
  useEffect(() => {
    if (!online) setWasOffline(true);
  }, [online]);
  if (!online || wasOffline) return <OfflineContent />;
  return (
    <section className="error-page" aria-labelledby="technical-error-title">
      <h1 id="technical-error-title">{ERROR_PAGE.headline}</h1>
      <p className="error-page__text">{GERMAN_MESSAGES.technicalError}</p>
      {code && <p className="error-page__meta">Fehlercode: {code}</p>}
      <div className="error-page__actions">
        <Link className="button" to="/">
          Zur Startseite
        </Link>
        <Link className="button button--secondary" to="/leasing">
          Zu den Leasing-Angeboten
        </Link>
      </div>
    </section>
  );
}
