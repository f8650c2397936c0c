/**
 * What the app's routes and layouts use of the wall. Not the logout (api/logout): everything this
 * file exports is in every page's first load, the logout only in lazy chunks (issue 18 budget).
 */
export { AccountActions } from './routing/account-actions';
export { accountHomePath } from './routing/account-home';
export { loginPathFor } from './routing/login-redirect';
export { RequireAdmin, RequireCustomer, RequireDealerOrAdmin, RequireLogin } from './routing/require-login';
export { SessionGate } from './routing/session-gate';
