import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element on every page, so keyboard users can jump past the navigation
 * (BITV 2.0 / WCAG 2.4.1). Focus is moved by hand: a plain hash link would also trigger a
 * router navigation and leaves focus behind in some browsers.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Zum Inhalt springen
    </a>
  );
}
