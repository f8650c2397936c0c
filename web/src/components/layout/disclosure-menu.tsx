import type { ReactNode } from 'react';
import { useDisclosure } from '../../hooks/use-disclosure';

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
  const { panelId, rootRef, buttonRef, onKeyDown } = useDisclosure<HTMLLIElement>(isOpen, onOpenChange);
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
