/** What the app's routes and layouts use of the wall. */
export { AccountActions } from './routing/account-actions';
export { RequireAdmin, RequireCustomer, RequireDealerOrAdmin, RequireLogin } from './routing/require-login';
export { SessionGate } from './routing/session-gate';
