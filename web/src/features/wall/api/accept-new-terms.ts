import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

/** With the page the customer was going to, the answer's redirect_to is that page (same-site only), else /. */
export const acceptNewTerms = (redirectUrl?: string) =>
  authApi.put<TermsAcceptedResponse>('/api/v1/authentication/accept_new_tncs', redirectUrl ? { accepted_tnc: '1', redirect_url: redirectUrl } : { accepted_tnc: '1' });

export function useAcceptNewTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptNewTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
