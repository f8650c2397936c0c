import { BackLink } from './back-link';
import { AccountShell } from './shells/account-shell';

/** Shop and shop forms take the full width: forms and product tiles need the room. */
export function CustomerShopLayout() {
  return <AccountShell name="customer-shop" lead={<BackLink to="/customer" label="Zurück zum Kundenbereich" />} />;
}
