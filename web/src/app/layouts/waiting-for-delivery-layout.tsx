import { CUSTOMER_NAV } from './navigation';
import { AccountShell } from './shells/account-shell';

export function WaitingForDeliveryLayout() {
  return <AccountShell name="waiting-for-delivery" sideNav={{ label: 'Kundenbereich', items: CUSTOMER_NAV }} />;
}
