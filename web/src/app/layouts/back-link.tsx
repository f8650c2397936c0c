import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="back-link">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  );
}
