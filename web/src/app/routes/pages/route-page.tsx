import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** Skeleton page: names the page with its German title; the feature issues fill the content. */
export function RoutePage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <div className="route-page" data-route-name={handle?.name}>
      <h1>{handle?.title}</h1>
    </div>
  );
}
