import { useCallback } from 'react';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { animateScrollToTop } from '../lib/scroll-to-top';
import { MAIN_CONTENT_ID } from './layout/skip-link';

/**
 * Mobile only (spec 2.1): appears past half the screen height; CSS hides it from 768 px up.
 * Not rendered while hidden, so it never sits invisible in the tab order.
 */
export function ScrollToTopButton() {
  const halfScreen = useCallback(() => window.innerHeight / 2, []);
  const visible = useScrolledPast(halfScreen);
  if (!visible) return null;
  const onClick = () => {
    animateScrollToTop();
    // Keyboard and screen-reader users continue at the top of the content, not at the button.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-to-top" onClick={onClick} aria-label="Nach oben scrollen">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
