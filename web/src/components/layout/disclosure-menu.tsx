import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DisclosureMenuProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A navigation disclosure (WAI-ARIA APG "disclosure navigation menu"): a real button with
 * aria-expanded and aria-controls opens a panel of plain links. Enter and Space are the button's
 * own; Escape closes and returns focus to the button; a click outside closes. Not role="menu":
 * the panel holds links and is read and tabbed like any list.
 */
export function DisclosureMenu({ label, isOpen, onOpenChange, children }: DisclosureMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    // The header's own Escape (closing the phone menu) waits for the next press.
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  return (
    <li ref={rootRef} className="site-nav__menu" onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" className="site-nav__link site-nav__menu-button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => onOpenChange(!isOpen)}>
        {label}
        <span className="site-nav__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="site-nav__panel" hidden={!isOpen}>
        {children}
      </div>
    </li>
  );
}
