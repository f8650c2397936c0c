import { useEffect, useRef } from 'react';

/**
 * One way to show a modal (issue 18): the native <dialog> opened with showModal(). The browser then
 * makes the rest of the page inert (focus stays inside, Tab cannot reach the page behind), puts
 * the dialog in the top layer and closes it on Escape ('cancel'). On close, focus returns to the
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
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return ref;
}
