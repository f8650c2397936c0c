import { Link } from 'react-router';
import type { NavItem } from './site-header';

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

/** Impressum, Datenschutz and AGB must be reachable from every page (TMG/DDG, DSGVO). */
const LEGAL_LINKS: readonly NavItem[] = [
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agbs', label: 'AGB' },
];

export function SiteFooter({ columns = [] }: { columns?: readonly FooterColumn[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns.length > 0 && (
          <div className="site-footer__columns">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title} className="site-footer__column">
                <h2 className="site-footer__title">{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">© {new Date().getFullYear()} autoleasing</p>
          <nav aria-label="Rechtliches">
            <ul className="site-footer__legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
