/**
 * Spec 9: smooth scroll to the first error anchor in 500 ms, stepping every 20 ms, offset by the
 * header height (64 px) plus 15 % of the viewport height; then the field gets the focus.
 */
export const SCROLL_DURATION_MS = 500;
export const SCROLL_STEP_MS = 20;
export const HEADER_HEIGHT_PX = 64;

export function firstErrorTarget(container: ParentNode = document): HTMLElement | null {
  return container.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor="true"]');
}

export function scrollTargetY(element: HTMLElement, win: Window = window): number {
  const offset = HEADER_HEIGHT_PX + win.innerHeight * 0.15;
  return Math.max(0, element.getBoundingClientRect().top + win.scrollY - offset);
}

export function scrollToFirstError(container: ParentNode = document, win: Window = window): HTMLElement | null {
  const target = firstErrorTarget(container);
  if (!target) return null;
  const from = win.scrollY;
  const to = scrollTargetY(target, win);
  const steps = SCROLL_DURATION_MS / SCROLL_STEP_MS;
  let step = 0;
  target.focus({ preventScroll: true });
  const timer = win.setInterval(() => {
    step += 1;
    const t = step / steps;
    // ease in-out
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    win.scrollTo(0, from + (to - from) * eased);
    if (step >= steps) win.clearInterval(timer);
  }, SCROLL_STEP_MS);
  return target;
}
