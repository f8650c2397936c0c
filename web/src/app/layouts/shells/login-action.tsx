import { Link } from 'react-router';

export function LoginAction() {
  return (
    <Link to="/login" className="header-login">
      Anmelden
    </Link>
  );
}
