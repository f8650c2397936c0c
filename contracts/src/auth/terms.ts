/**
 * The terms (AGB) in force. A user whose acceptance is older than the publication date has to
 * accept the new terms (spec 6, terms gate). Publishing new terms = moving this date forward;
 * nothing else has to change.
 */
export const TERMS_VERSION = '2026-01-01';
export const TERMS_PUBLISHED_AT = '2026-01-01T00:00:00.000Z';

export function hasAcceptedCurrentTerms(acceptedAt: Date | string | null | undefined): boolean {
  if (!acceptedAt) return false;
  return new Date(acceptedAt).getTime() >= Date.parse(TERMS_PUBLISHED_AT);
}
