import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../src/app/provider';
import { createAppRoutes } from '../src/app/routes';
import { privateRoutes } from '../src/app/routes/private-routes';
import { clearErrorPage } from '../src/lib/error-page-signal';
import { registerNavigate } from '../src/lib/navigation';
import { createQueryClient } from '../src/lib/react-query';
import { sessionQueryOptions, VISITOR_SESSION, type Session } from '../src/lib/session';

export interface RenderRouteOptions {
  /** Who is using the app; a visitor unless given (no call to the authentication endpoint). */
  session?: Session;
}

export const signedIn = (role: 'Customer' | 'Dealer' | 'Admin', overrides: Partial<Session> = {}): Session => ({
  isLoggedIn: true,
  role,
  userId: '00000000-0000-4000-8000-000000000001',
  dealerId: role === 'Dealer' ? '00000000-0000-4000-8000-0000000000d1' : null,
  customerGroup: 'b2c',
  acceptedTnc: true,
  cartCounter: 0,
  isCrawler: false,
  secondFactorEnrolmentRequired: false,
  ...overrides,
});

/** Renders the real route tree at `path`, with the app providers, as the browser would. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  // The app's query defaults (no retries, a minute fresh): a loader's answer is what the page reads.
  const queryClient = createQueryClient();
  // A fresh app: no error page raised by an earlier spec's app (the signal is module state).
  clearErrorPage();
  queryClient.setQueryData(sessionQueryOptions().queryKey, options.session ?? VISITOR_SESSION);
  // As the app does: one QueryClient for the provider and the route loaders.
  const router = createMemoryRouter(createAppRoutes(queryClient, privateRoutes), { initialEntries: [path] });
  // As createAppRouter does: API clients navigate inside the app (e.g. auth 409 → /login).
  registerNavigate((to) => {
    void router.navigate(to);
  });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}
