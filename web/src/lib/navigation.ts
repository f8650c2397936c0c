/**
 * Lets code outside React (the API clients) navigate inside the single-page app. The app registers
 * the router's navigate once it exists; before that a full page load is the honest fallback.
 */
import { serverScope } from './server-scope';

type Navigate = (to: string) => void;

let current: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  const scope = serverScope();
  // A server render answers with a redirect instead.
  if (scope) scope.navigatedTo ??= to;
  else current(to);
}
