/**
 * Where to continue after login (spec 6): only same-site targets are honoured, and links that
 * point at a newsletter link host (tracking redirects) are replaced by the customer page. Returns
 * a path ("/customer?x=1#y") or the fallback. Pure, so the API and the web apply the same rule.
 */
export const NEWSLETTER_LINK_HOSTS = ['links.autoleasing.example', 'newsletter.autoleasing.example'] as const;
export const NEWSLETTER_REDIRECT_PATH = '/customer';

export interface RedirectRules {
  /** Our origin, e.g. "https://www.autoleasing.example". */
  origin: string;
  newsletterHosts?: readonly string[];
  fallback?: string;
}

export function safeRedirectTarget(target: string | null | undefined, rules: RedirectRules): string {
  const fallback = rules.fallback ?? '/';
  if (!target) return fallback;
  let url: URL;
  let own: URL;
  try {
    own = new URL(rules.origin);
    // A bare path resolves against our origin; "//evil.example" resolves to evil.example.
    url = new URL(target, own);
  } catch {
    return fallback;
  }
  const newsletterHosts = rules.newsletterHosts ?? NEWSLETTER_LINK_HOSTS;
  if (newsletterHosts.includes(url.hostname.toLowerCase())) return NEWSLETTER_REDIRECT_PATH;
  if (url.origin !== own.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never send someone back into the login form itself.
  return path.startsWith('/login') ? fallback : path;
}
