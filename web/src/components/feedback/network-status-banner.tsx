import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../hooks/use-online-status';
import './feedback.css';

export const BACK_ONLINE_VISIBLE_MS = 3_000;

/**
 * Page-level offline/online status (spec 2.7). The live region stays mounted so the change is
 * announced; "wieder online" shows briefly and only after an actual outage.
 */
export function NetworkStatusBanner() {
  const online = useOnlineStatus();
  const wasOffline = useRef(false);
  const [showBackOnline, setShowBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShowBackOnline(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setShowBackOnline(true);
    const timer = setTimeout(() => setShowBackOnline(false), BACK_ONLINE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div className="network-status" role="status" aria-live="polite">
      {!online && (
        <p className="network-status__message network-status__message--offline">
          Sie sind offline. Bitte prüfen Sie Ihre Internetverbindung.
        </p>
      )}
      {online && showBackOnline && (
        <p className="network-status__message network-status__message--online">Sie sind wieder online.</p>
      )}
    </div>
  );
}
