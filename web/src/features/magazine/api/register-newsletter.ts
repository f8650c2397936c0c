import type { CustomerGroup, NewsletterResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { raiseNewsletterErrorPage } from '../../../lib/error-page-signal';

export interface NewsletterSignUp {
  email: string;
  customer_group: CustomerGroup;
  /** Where the form sat, e.g. 'magazin_artikel'. */
  optin_source: string;
  /** The page address the visitor signed up on. */
  optin_url: string;
}

/**
 * POST /newsletter/register (spec 7.3). Spec 8: "A newsletter failure raises an error page" — the
 * newsletter's own page for every failure, instead of the public client's generic 400 page or its
 * redirect to /error for other statuses, so the call goes through the client without those.
 */
export const registerNewsletter = (body: NewsletterSignUp) => backgroundPublicApi.post<NewsletterResponse>('/newsletter/register', body);

export function useRegisterNewsletter() {
  return useMutation({
    mutationFn: registerNewsletter,
    onError: (error) => raiseNewsletterErrorPage(isApiError(error) ? error : { statusCode: 0 }),
  });
}
