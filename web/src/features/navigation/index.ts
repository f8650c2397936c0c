/** What the app's shells use of the navigation bar. */
export { NavigationMenus } from './components/navigation-menus';
