import { NavLink } from 'react-router';
import { MAGAZINE_CATEGORY_LINKS } from '@autoleasing/contracts';

/** Links between the magazine's categories; the current one is marked by NavLink (aria-current). */
export function MagazineTabs() {
  return (
    <nav className="magazine-tabs" aria-label="Magazin-Rubriken">
      <ul>
        {MAGAZINE_CATEGORY_LINKS.map((c) => (
          <li key={c.slug}>
            <NavLink to={c.path}>{c.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
