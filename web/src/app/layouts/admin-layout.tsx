import { ADMIN_NAV } from './navigation';
import { AccountShell } from './shells/account-shell';

export function AdminLayout() {
  return <AccountShell name="admin" headerNav={ADMIN_NAV} headerNavLabel="Adminnavigation" />;
}
