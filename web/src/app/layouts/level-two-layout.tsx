import { PublicShell } from './shells/public-shell';

/**
 * Catalogue level two (offers of a model). The filters belong to the page, which knows them: its
 * filter panel takes the 270 px column on wide screens and sits above the results, collapsible,
 * on phones. A layout sidebar would only add an empty second column here.
 */
export function LevelTwoLayout() {
  return <PublicShell name="level-two" />;
}
