import { WallShell } from './shells/wall-shell';

export function WallLayout() {
  return <WallShell centered={false} />;
}
