import { WallShell } from './shells/wall-shell';

/** Login, registration and recovery forms in a narrow centred card. */
export function WallCenteredLayout() {
  return <WallShell centered />;
}
