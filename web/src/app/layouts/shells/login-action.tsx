import { AccountActions } from '../../../features/wall';

/** The header's account corner (login, or account and logout), provided by the wall. */
export function LoginAction() {
  return <AccountActions />;
}
