import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button with aria-expanded and aria-controls shows a panel. A
 * press outside the root closes it; Escape inside it closes it and returns the focus to the
 * button. The caller holds the open state and renders root, button and panel with these.
 * Written tersely on purpose: the public header loads it first (web/first-load-budget.ts).
 */
export function useDisclosure<Root extends HTMLElement>(open: boolean, setOpen: (open: boolean) => void) {
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => rootRef.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen]);
  return {
    panelId: useId(),
    rootRef,
    buttonRef,
    onKeyDown(event: KeyboardEvent) {
      if (!open || event.key !== 'Escape') return;
      // The header's own Escape (closing the phone navigation) waits for the next press.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
