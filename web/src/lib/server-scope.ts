import type { RaisedErrorPage } from './raised-error-page';

/**
 * What one server render knows about its request (docs/public-site.md). The server entry keeps
 * it per request (AsyncLocalStorage, so parallel renders never share it) and registers how to
 * find it; in the browser there is none and every caller keeps its browser behaviour.
 */
export interface ServerScope {
  /** The site's public origin (what window.location.origin is in the browser). */
  origin: string;
  /** The request's Cookie header: the visitor's group and last seen cars, as document.cookie. */
  cookie: string;
  /** Answers the API clients' calls inside the server process (no second HTTP hop). */
  fetch: typeof fetch;
  /** The error page a failed call raised; it decides the response status. */
  raised: RaisedErrorPage | null;
  /** Where a failed call sent the visitor (the technical error page): the server redirects. */
  navigatedTo: string | null;
}

let currentScope: () => ServerScope | undefined = () => undefined;

export function registerServerScope(find: () => ServerScope | undefined): void {
  currentScope = find;
}

export function serverScope(): ServerScope | undefined {
  return currentScope();
}

/** The site's origin: the browser's, or the request's public origin on the server. */
export function currentOrigin(): string {
  return serverScope()?.origin ?? window.location.origin;
}

/** The cookie string the page sees: document.cookie in the browser, the request's on the server. */
export function cookieString(): string {
  const scope = serverScope();
  if (scope) return scope.cookie;
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** One cookie's raw (still encoded) value. */
export function readCookie(name: string): string | undefined {
  const entry = cookieString()
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}
