import { DisclosureMenu } from '../../../components/layout';
import { useCustomerGroup } from '../../../lib/customer-group';
import { useNavigationBar } from '../api/navigation-bar';
import { MENU_OVERVIEW_LINKS, menuContent } from './menu-entries';
import { NavPanelList } from './nav-panel-list';
import { MENU_KEYS, useMenuState, type MenuKey } from './use-menu-state';

const LABELS: Record<MenuKey, string> = {
  brands: 'Marken',
  hotOffers: 'Hot Deals',
  stock: 'Sofort verfügbar',
  categories: 'Kategorien',
  magazine: 'Magazin',
};

/**
 * The navigation bar of spec 3.9 (brands, hot offers, stock, categories, magazine) as disclosure
 * menus for the site header, with the group's prices and links that keep the group.
 */
export function NavigationMenus() {
  const { group } = useCustomerGroup();
  const navbar = useNavigationBar(group);
  const { isOpen, setOpen } = useMenuState();
  return (
    <>
      {MENU_KEYS.map((key) => (
        <DisclosureMenu key={key} label={LABELS[key]} isOpen={isOpen[key]} onOpenChange={(open) => setOpen(key, open)}>
          {navbar.data ? (
            <NavPanelList {...menuContent(key, navbar.data, group)} />
          ) : (
            <>
              {navbar.isLoading && (
                <p role="status" className="nav-panel__title">
                  Wird geladen …
                </p>
              )}
              <NavPanelList title={LABELS[key]} entries={[MENU_OVERVIEW_LINKS[key]]} />
            </>
          )}
        </DisclosureMenu>
      ))}
    </>
  );
}
