import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's controls in Tab order that are shown (not inside a closed <details> or hidden). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * One way to show a modal (issue 18): the native <dialog> opened with showModal(). The browser then
 * makes the rest of the page inert (focus stays inside, Tab cannot reach the page behind), puts
 * the dialog in the top layer and closes it on Escape ('cancel'); Tab wraps around inside (a focus
 * trap also against the browser's toolbar). On close, focus returns to the
 * element that opened it. Runs in effects only, so components using it render on the server.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // jsdom (unit tests) has no showModal; the open attribute is the closest it knows.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // A click on the backdrop lands on the <dialog> element itself, not on its content.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeRef.current();
    };
    // The browser lets Tab leave a modal dialog for its own toolbar; wrap around instead, so
    // keyboard focus goes round the dialog's controls and nowhere else.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = focusableIn(dialog);
      if (controls.length === 0) return;
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
