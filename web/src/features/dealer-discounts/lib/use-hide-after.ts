import { useEffect } from 'react';

/** Hides a notice `ms` after it appeared (spec 9); a new notice starts the time again. */
export function useHideAfter(notice: unknown, ms: number, hide: () => void) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(hide, ms);
    return () => clearTimeout(timer);
  }, [notice]);
}
