/** What the app's routes and layouts use of the wall. */
export { useLogout } from './api/logout';
export { AccountActions } from './routing/account-actions';
export { accountHomePath } from './routing/account-home';
export { loginPathFor } from './routing/login-redirect';
export { RequireAdmin, RequireCustomer, RequireDealerOrAdmin, RequireLogin } from './routing/require-login';
export { SessionGate } from './routing/session-gate';
