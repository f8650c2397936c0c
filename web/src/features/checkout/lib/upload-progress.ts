import { UPLOADER_PROGRESS } from '@autoleasing/contracts';

/**
 * Spec 9: while an upload waits for its answer the bar runs to 97 % over 10 s (linearly), and
 * jumps to 100 % when the answer is there.
 */
export function waitingProgress(elapsedMs: number): number {
  const ratio = Math.min(1, Math.max(0, elapsedMs / UPLOADER_PROGRESS.durationMs));
  return Math.round(ratio * UPLOADER_PROGRESS.maxPercent);
}
