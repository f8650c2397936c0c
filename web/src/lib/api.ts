import { showToast } from '../components/toast/toast-store';
import { createApiClient, type ApiClientHandlers, type ApiClientKind } from './api-client';
import { raiseErrorPage } from './error-page-signal';
import { navigateTo } from './navigation';
import { writePersistedState } from './persisted-state';
import { serverScope } from './server-scope';

/** The app's wiring of the one client factory: one instance per client kind of spec 8. */
const handlers: ApiClientHandlers = {
  navigate: navigateTo,
  raiseErrorPage,
  // A server render has no screen for a toast and no cookie jar to write.
  showToast: (toast) => {
    if (!serverScope()) showToast(toast);
  },
  storeError: (error) => {
    if (!serverScope()) writePersistedState({ error });
  },
};

/** In a server render the calls are answered in-process (docs/public-site.md). */
const scopedFetch: typeof fetch = (input, init) => (serverScope()?.fetch ?? globalThis.fetch)(input, init);

const client = (kind: ApiClientKind) => createApiClient({ kind, handlers, fetch: scopedFetch });

export const publicApi = client('public');
export const globalApi = client('global');
export const authApi = client('auth');
export const checkoutApi = client('checkout');
export const customerAreaApi = client('customer-area');
export const dealerApi = client('dealer');
/** Account security (second factor, sessions): the page shows the API's German message itself, a 409 stays on it. */
export const accountSecurityApi = client('dealer');
/** The ops screen (Admin): like the dealer table it reports failures itself, with the API's German message on screen. */
export const adminApi = client('dealer');

/**
 * The public client for calls around a page rather than for it (page SEO content, navigation
 * bar): their failure must not replace the page with an error page or leave it for /error, so
 * the caller handles it (spec 8: content 404 clears the stored content, other errors are logged).
 */
export const backgroundPublicApi = createApiClient({ kind: 'public', handlers: {}, fetch: scopedFetch });
