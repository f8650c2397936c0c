import { ErrorShell } from './shells/error-shell';

export function ErrorLayout() {
  return <ErrorShell />;
}
