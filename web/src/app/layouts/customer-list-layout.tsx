import { CUSTOMER_NAV } from './navigation';
import { AccountShell } from './shells/account-shell';

/** Customer area overview pages (dashboard, lists). */
export function CustomerListLayout() {
  return <AccountShell name="customer-list" sideNav={{ label: 'Kundenbereich', items: CUSTOMER_NAV }} />;
}
