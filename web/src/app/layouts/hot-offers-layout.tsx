import { PublicShell } from './shells/public-shell';

/** Flagged offer lists (hot offers, Sonderangebote). */
export function HotOffersLayout() {
  return <PublicShell name="hot-offers" />;
}
