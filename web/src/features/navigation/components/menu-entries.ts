import { brandPagePath, formatBrandTitle, formatCents, formatCount, formatOfferCount, MAGAZINE_PATH, offerPagePath, priceLabel, type CustomerGroup, type NavigationBarResponse, type NavigationHotOffer } from '@autoleasing/contracts';
import { withCustomerType } from '../../../lib/customer-type';
import type { MenuKey } from './use-menu-state';
import type { NavPanelEntry } from './nav-panel-list';

/** Without data (loading, or the call failed) a menu still leads to its overview page. */
export const MENU_OVERVIEW_LINKS: Record<MenuKey, { to: string; label: string }> = {
  brands: { to: '/leasing', label: 'Alle Leasing-Angebote' },
  hotOffers: { to: '/hot-deals', label: 'Alle Hot Deals' },
  stock: { to: '/leasing?inventory_type=stock', label: 'Alle sofort verfügbaren Fahrzeuge' },
  categories: { to: '/leasing', label: 'Alle Leasing-Angebote' },
  magazine: { to: MAGAZINE_PATH, label: 'Zum Magazin' },
};

type NavbarData = NavigationBarResponse['navbarData'];

export interface MenuContent {
  title: string;
  entries: NavPanelEntry[];
  columns?: boolean;
  /** Details of a line or more (a rate with its terms): the panel's full width. */
  wide?: boolean;
  all?: NavPanelEntry;
}

const perMonth = (group: CustomerGroup) => `${priceLabel(group)} mtl.`;
/** An amount that never breaks after its "€" where a menu line wraps. */
const amount = (cents: number) => formatCents(cents).replace('€ ', '€\u00a0');
/** Spec 4.6: the budget filter is the group's own price field. */
const budgetParam = (group: CustomerGroup) => (group === 'b2c' ? 'gross_finance_rate_cents[max]' : 'finance_rate_cents[max]');

/**
 * A rate is never shown without its terms (issue 16): months, km, Anzahlung and the one-time
 * costs of the cheapest delivery, each amount with its netto / inkl. USt. label (spec 1).
 */
export function rateTermsText(o: Pick<NavigationHotOffer, 'months' | 'km_per_year' | 'downpayment_cents' | 'one_time_costs_cents'>, group: CustomerGroup): string {
  return [
    o.months ? `${o.months} Monate` : '',
    o.km_per_year ? `${formatCount(o.km_per_year)} km/Jahr` : '',
    o.downpayment_cents > 0 ? `Anzahlung ${amount(o.downpayment_cents)} ${priceLabel(group)}` : '0\u00a0€ Anzahlung',
    o.one_time_costs_cents > 0 ? `Überführung/Zulassung einmalig ${amount(o.one_time_costs_cents)} ${priceLabel(group)}` : 'keine Überführungskosten',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The links of each menu of the navigation bar (spec 3.9), carrying the customer group. */
export function menuContent(key: MenuKey, data: NavigationBarResponse, group: CustomerGroup): MenuContent {
  const nav: NavbarData = data.navbarData;
  const to = (path: string) => withCustomerType(path, group);
  /** The menu's overview page (MENU_OVERVIEW_LINKS) in the customer group, under its own label where the menu has one. */
  const overview = (label = MENU_OVERVIEW_LINKS[key].label): NavPanelEntry => ({ to: to(MENU_OVERVIEW_LINKS[key].to), label });
  switch (key) {
    case 'brands':
      return {
        title: 'Marken',
        columns: true,
        entries: nav.brands.map((b) => ({ to: to(brandPagePath(b.slug)), label: formatBrandTitle(b.name), detail: String(b.offers_count) })),
        all: overview('Alle Marken und Modelle'),
      };
    case 'hotOffers':
      return {
        title: 'Aktuelle Hot Deals',
        wide: true,
        entries: nav.hotOffers.map((o) => {
          const title = formatBrandTitle(`${o.manufacturer_display_name} ${o.car_series_name}`);
          return { to: to(offerPagePath(o)), label: title, detail: `${amount(o.finance_rate_cents)} ${perMonth(group)} · ${rateTermsText(o, group)}` };
        }),
        all: overview(),
      };
    case 'stock':
      return {
        title: 'Sofort verfügbar nach Budget',
        entries: data.stock_category_budgets.map((b) => ({
          to: to(`/leasing?inventory_type=stock&${encodeURIComponent(budgetParam(group))}=${b.max_finance_rate_cents}`),
          label: `bis ${formatCents(b.max_finance_rate_cents)} ${perMonth(group)}`,
          detail: formatOfferCount(b.offers_count),
        })),
        all: overview(nav.stock.offers_count > 0 ? `Alle ${formatCount(nav.stock.offers_count)} sofort verfügbaren Fahrzeuge` : undefined),
      };
    case 'categories':
      return {
        title: 'Fahrzeugkategorien',
        columns: true,
        entries: nav.categories.filter((c) => c.offers_count > 0).map((c) => ({ to: to(c.seo_path), label: c.name, detail: String(c.offers_count) })),
        all: overview(),
      };
    case 'magazine':
      return { title: 'Magazin', entries: nav.magazine.map((m) => ({ to: m.path, label: m.name })), all: overview() };
    default: {
      const exhaustive: never = key;
      throw new Error(`Unknown menu ${String(exhaustive)}`);
    }
  }
}
