/** Spec 9: the scroll-to-top animation takes 900 ms. */
export const SCROLL_TO_TOP_MS = 900;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Own animation instead of `behavior: 'smooth'`: the browser's smooth scroll has no fixed
 * duration. People who ask for reduced motion get an instant jump.
 */
export function animateScrollToTop(durationMs = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion || start <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min((now - startedAt) / durationMs, 1);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
