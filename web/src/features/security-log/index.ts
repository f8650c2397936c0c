/** What the app's routes use of the security log screen (issue 20, item 8). */
export { SecurityLogPage } from './components/security-log-page';
