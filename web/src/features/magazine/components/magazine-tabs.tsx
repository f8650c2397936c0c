import { NavLink } from 'react-router';
import { MAGAZINE_CATEGORY_LINKS, MAGAZINE_PATH } from '@autoleasing/contracts';

/** Links between the magazine's front page and categories; the current one is marked by NavLink (aria-current). */
export function MagazineTabs() {
  return (
    <nav className="magazine-tabs" aria-label="Magazin-Rubriken">
      <ul>
        <li>
          <NavLink to={MAGAZINE_PATH} end>
            Übersicht
          </NavLink>
        </li>
        {MAGAZINE_CATEGORY_LINKS.map((c) => (
          <li key={c.slug}>
            <NavLink to={c.path}>{c.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
