import { PublicShell } from './shells/public-shell';

/** Catalogue level one (car series); also the fallback layout (spec 2.8). */
export function LevelOneLayout() {
  return <PublicShell name="level-one" />;
}
