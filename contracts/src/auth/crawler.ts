/**
 * Spec 4.6: Googlebot is detected by its user agent and flagged as a crawler (it then sees pages
 * as a visitor and is never sent to the terms gate). Matched case-insensitively because Google's
 * agents spell it "Googlebot" but variants ("Googlebot-Image") exist.
 */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && /googlebot/i.test(userAgent);
}
