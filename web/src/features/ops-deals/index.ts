/** What the app's routes use of the ops deal screen. */
export { OpsDealsPage } from './components/ops-deals-page';
