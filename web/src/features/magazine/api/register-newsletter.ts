import type { CustomerGroup, NewsletterResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '../../../lib/api';

export interface NewsletterSignUp {
  email: string;
  customer_group: CustomerGroup;
  /** Where the form sat, e.g. 'magazin_artikel'. */
  optin_source: string;
  /** The page address the visitor signed up on. */
  optin_url: string;
}

/** POST /newsletter/register (spec 7.3). A failure raises the error page (spec 8 public client). */
export const registerNewsletter = (body: NewsletterSignUp) => publicApi.post<NewsletterResponse>('/newsletter/register', body);

export function useRegisterNewsletter() {
  return useMutation({ mutationFn: registerNewsletter });
}
