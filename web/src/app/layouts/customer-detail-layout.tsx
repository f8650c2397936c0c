import { BackLink } from './back-link';
import { CUSTOMER_NAV } from './navigation';
import { AccountShell } from './shells/account-shell';

/** One deal, contract or document: a way back to the overview above the content. */
export function CustomerDetailLayout() {
  return (
    <AccountShell
      name="customer-detail"
      sideNav={{ label: 'Kundenbereich', items: CUSTOMER_NAV }}
      lead={<BackLink to="/customer" label="Zurück zur Übersicht" />}
    />
  );
}
