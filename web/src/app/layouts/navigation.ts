import { MAGAZINE_CATEGORY_LINKS, MAGAZINE_PATH } from '@autoleasing/contracts';
import type { FooterColumn, NavItem } from '../../components/layout';

/** Link lists of the app's chrome; routes are defined in ../routes, labels are German UI text. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { to: '/leasing', label: 'Leasing-Angebote' },
  { to: '/leasing-sonderangebote', label: 'Sonderangebote' },
  { to: MAGAZINE_PATH, label: 'Magazin' },
  { to: '/login', label: 'Anmelden', mobileOnly: true },
];

/** Beside the navigation bar's menus (NavigationMenus) on public and error pages. */
export const PUBLIC_MENU_NAV: readonly NavItem[] = [
  { to: '/leasing-sonderangebote', label: 'Sonderangebote' },
  { to: '/login', label: 'Anmelden', mobileOnly: true },
];

export const PUBLIC_FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Leasing',
    links: [
      { to: '/leasing?customer_type=P', label: 'Privatleasing' },
      { to: '/leasing?customer_type=B', label: 'Gewerbeleasing' },
      { to: '/leasing-sonderangebote', label: 'Sonderangebote' },
    ],
  },
  {
    title: 'Magazin',
    links: [{ to: MAGAZINE_PATH, label: 'Übersicht' }, ...MAGAZINE_CATEGORY_LINKS.map((c) => ({ to: c.path, label: c.name }))],
  },
  {
    title: 'Service',
    links: [
      { to: '/login', label: 'Anmelden' },
      { to: '/register', label: 'Registrieren' },
      { to: '/hilfe', label: 'Hilfe' },
    ],
  },
];

export const CUSTOMER_NAV: readonly NavItem[] = [
  { to: '/customer', label: 'Übersicht', end: true },
  { to: '/customer/deals', label: 'Meine Bestellungen' },
  { to: '/customer/contracts', label: 'Meine Verträge' },
  { to: '/customer/waiting-for-delivery', label: 'Auslieferung' },
  { to: '/customer/documents', label: 'Dokumente' },
  { to: '/customer/personal-details', label: 'Persönliche Daten' },
  { to: '/customer/help', label: 'Hilfe' },
];

export const DEALER_NAV: readonly NavItem[] = [{ to: '/dealer/discount', label: 'Rabatte und Boni' }];

export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin/ops_team/deals', label: 'Deals' },
  { to: '/admin/ops_team/discounts', label: 'Rabattübersicht' },
  { to: '/dealer/discount', label: 'Händlertabelle' },
  { to: '/admin/security_log', label: 'Sicherheitsprotokoll' },
];
