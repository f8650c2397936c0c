import { Link } from 'react-router';

/** Word mark linking home; the hidden suffix tells screen-reader users where the link goes. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={inverted ? 'logo logo--inverted' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M7 21.5l4.2-8.2c.4-.8 1.2-1.3 2.1-1.3h5.4c.9 0 1.7.5 2.1 1.3l4.2 8.2" />
        <circle cx="11" cy="21.5" r="1.6" />
        <circle cx="21" cy="21.5" r="1.6" />
      </svg>
      <span className="logo__text">autoleasing</span>
      <span className="visually-hidden"> – zur Startseite</span>
    </Link>
  );
}
