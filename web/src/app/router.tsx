import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { appRoutes } from './routes';

/** The browser router; API clients navigate through it so /error keeps the app loaded. */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigate((to) => {
    void router.navigate(to);
  });
  return router;
}
