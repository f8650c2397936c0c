import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const MENU_KEYS = ['brands', 'hotOffers', 'stock', 'categories', 'magazine'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

const ALL_CLOSED: Record<MenuKey, boolean> = { brands: false, hotOffers: false, stock: false, categories: false, magazine: false };

/** isOpen per menu (spec 3.9); opening one closes the others, a new page closes all. */
export function useMenuState() {
  const [isOpen, setIsOpen] = useState(ALL_CLOSED);
  const { pathname, search } = useLocation();
  useEffect(() => setIsOpen(ALL_CLOSED), [pathname, search]);
  const setOpen = useCallback((key: MenuKey, open: boolean) => setIsOpen(open ? { ...ALL_CLOSED, [key]: true } : (state) => ({ ...state, [key]: false })), []);
  return { isOpen, setOpen };
}
