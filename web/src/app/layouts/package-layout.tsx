import { PublicShell } from './shells/public-shell';

export function PackageLayout() {
  return <PublicShell name="package" />;
}
