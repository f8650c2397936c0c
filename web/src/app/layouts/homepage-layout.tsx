import { PublicShell } from './shells/public-shell';

/** Homepage: full-bleed sections (hero, brands, offers) manage their own width. */
export function HomepageLayout() {
  return <PublicShell name="homepage" fullBleed />;
}
