import { useDelayedFlag } from '../../hooks/use-delayed-flag';
import './feedback.css';

/** Spec 9 "page-fetch minimum delay 200 ms": quick loads finish before the bar would flicker. */
export const PROGRESS_BAR_DELAY_MS = 200;

export function TopProgressBar({ active }: { active: boolean }) {
  const visible = useDelayedFlag(active, PROGRESS_BAR_DELAY_MS);
  if (!visible) return null;
  return (
    <div className="top-progress" role="progressbar" aria-label="Seite wird geladen">
      <div className="top-progress__bar" />
    </div>
  );
}
