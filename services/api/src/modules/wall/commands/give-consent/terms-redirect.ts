import { safeRedirectTarget } from '@autoleasing/contracts';
import type { WallConfig } from '../../auth/wall-config';

/**
 * Where the customer goes after accepting the terms: the page they were on their way to when the
 * wall stopped them (same-site only, the rule of contracts/auth/redirect-target), else / (spec 2.2).
 */
export function termsRedirectTarget(redirectUrl: string | undefined, config: Pick<WallConfig, 'publicOrigin' | 'newsletterHosts'>): string {
  return safeRedirectTarget(redirectUrl, { origin: config.publicOrigin, newsletterHosts: config.newsletterHosts, fallback: '/' });
}
