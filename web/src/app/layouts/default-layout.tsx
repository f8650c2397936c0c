import { PublicShell } from './shells/public-shell';

/** Plain content pages (legal texts). */
export function DefaultLayout() {
  return <PublicShell name="default" />;
}
