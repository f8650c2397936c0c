import { SITE_MARK } from '@autoleasing/contracts';
import { Link } from 'react-router';

/** Word mark linking home; the hidden suffix tells screen-reader users where the link goes. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { size, cornerRadius, roof, wheels, wheelRadius } = SITE_MARK;
  return (
    <Link to="/" className={inverted ? 'logo logo--inverted' : 'logo'}>
      <svg className="logo__mark" viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" focusable="false">
        <rect width={size} height={size} rx={cornerRadius} />
        <path d={roof} />
        {wheels.map(({ cx, cy }) => (
          <circle key={cx} cx={cx} cy={cy} r={wheelRadius} />
        ))}
      </svg>
      <span className="logo__text">autoleasing</span>
      <span className="visually-hidden"> – zur Startseite</span>
    </Link>
  );
}
