import { PublicShell } from './shells/public-shell';

/** Catalogue level two (offers of a model): filters in the 270 px column. */
export function LevelTwoLayout() {
  return (
    <PublicShell
      name="level-two"
      sidebar={
        <aside className="sidebar" aria-label="Filter">
          <p className="sidebar__title">Filter</p>
        </aside>
      }
    />
  );
}
