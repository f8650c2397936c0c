import './layout.css';
export { Logo } from './logo';
export { MainContent } from './main-content';
export { SiteFooter, type FooterColumn } from './site-footer';
export { SiteHeader, type NavItem } from './site-header';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export { DisclosureMenu } from './disclosure-menu';
