import type { NavItem } from '../../components/layout';
import { accountHomePath } from '../../features/wall';
import { useSession } from '../../lib/session';

/**
 * The header's links for who is using the app: a logged-in user's folded phone menu offers
 * "Mein Konto" (their own area) where a visitor's offers "Anmelden".
 */
export function useHeaderNav(items: readonly NavItem[]): readonly NavItem[] {
  const session = useSession().data;
  if (!session?.isLoggedIn) return items;
  const home = accountHomePath(session);
  return items.flatMap((item) => (item.to !== '/login' ? [item] : items.some((other) => other.to === home) ? [] : [{ to: home, label: 'Mein Konto', mobileOnly: item.mobileOnly }]));
}
