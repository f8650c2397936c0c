import { PublicShell } from './shells/public-shell';

/** Car detail page (Produktdetailseite). */
export function PdpLayout() {
  return <PublicShell name="pdp" />;
}
