import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (max 730 px, spec 9): labelled by its title and described by its text, focus moves
 * to the first field (else the confirm button) and is trapped (Tab wraps), Escape cancels unless
 * something runs, and the focus returns to the button that opened it.
 */
export function OpsDialog({
  title,
  description,
  busy,
  onClose,
  children,
  footer,
}: {
  title: string;
  description: ReactNode;
  busy: boolean;
  onClose: () => void;
  children?: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      ref.current?.querySelector('.ops-dialog__body')?.querySelector<HTMLElement>('input, select, textarea') ??
      ref.current?.querySelector<HTMLElement>('.ops-dialog__foot [data-primary]') ??
      ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
    return () => opener?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <div className="ops-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && !busy && onClose()}>
      <div
        ref={ref}
        className="ops-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ops-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ops-icon-button" onClick={onClose} disabled={busy} aria-label="Schließen">
            ×
          </button>
        </div>
        <div className="ops-dialog__body">
          <div id={descriptionId}>{description}</div>
          {children}
        </div>
        <div className="ops-dialog__foot">{footer}</div>
      </div>
    </div>
  );
}
