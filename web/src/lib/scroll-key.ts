import type { Location } from 'react-router';

/**
 * Which saved scroll position a location gets back (react-router's ScrollRestoration getKey).
 *
 * The router keys positions by history entry. The entry a document was loaded into has no key of
 * its own ('default'), so every page typed or linked into the same tab shared one saved position
 * and a new page opened scrolled down (issue 18). Now that entry gets a key unique to this
 * document, unless the document came back through back/forward or a reload: then it is the same
 * entry, and its position is restored.
 */
function cameBack(): boolean {
  const entry = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/** One per document: the key of its first entry is fixed the first time it is asked for. */
export function createScrollRestorationKey(): (location: Pick<Location, 'key'>) => string {
  let documentKey: string | undefined;
  return (location) => {
    if (location.key !== 'default') return location.key;
    documentKey ??= cameBack() ? 'default' : `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    return documentKey;
  };
}

export const scrollRestorationKey = createScrollRestorationKey();
