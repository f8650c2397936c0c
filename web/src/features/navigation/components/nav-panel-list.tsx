import { Link } from 'react-router';

export interface NavPanelEntry {
  to: string;
  label: string;
  /** Right-hand detail: an offer count or a rate. */
  detail?: string;
}

/** A titled list of links inside a navigation menu, with an optional 'all' link below. */
export function NavPanelList({ title, entries, columns = false, wide = false, all }: { title: string; entries: NavPanelEntry[]; columns?: boolean; wide?: boolean; all?: NavPanelEntry }) {
  return (
    <>
      <p className="nav-panel__title">{title}</p>
      <ul className={`nav-panel__list${columns ? ' nav-panel__list--columns' : ''}${wide ? ' nav-panel__list--wide' : ''}`}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link className="nav-panel__link" to={entry.to}>
              <span>{entry.label}</span>
              {entry.detail && <span className="nav-panel__count">{entry.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {all && (
        <Link className="nav-panel__all" to={all.to}>
          {all.label}
        </Link>
      )}
    </>
  );
}
