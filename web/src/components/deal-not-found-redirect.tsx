import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { showToast } from './toast';

export const DEAL_NOT_FOUND_NOTICE = 'Diese Bestellung haben wir nicht gefunden. Hier sehen Sie Ihre Bestellungen.';

/**
 * Spec 4.1 / 7.8: a missing, archived or foreign deal (the API answers 404) sends the user to
 * /customer, with a short notice so the jump is not a riddle. Used by the checkout steps and the
 * customer area's deal pages.
 */
export function DealNotFoundRedirect() {
  useEffect(() => {
    showToast({ key: 'deal-not-found', message: DEAL_NOT_FOUND_NOTICE, tone: 'info' });
  }, []);
  return <Navigate to="/customer" replace />;
}
