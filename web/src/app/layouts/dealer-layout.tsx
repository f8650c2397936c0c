import { DEALER_NAV } from './navigation';
import { AccountShell } from './shells/account-shell';

/** Dealer back office: its own navigation instead of the shop's. */
export function DealerLayout() {
  return <AccountShell name="dealer" headerNav={DEALER_NAV} headerNavLabel="Händlernavigation" />;
}
