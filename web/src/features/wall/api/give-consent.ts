import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

/** Spec 7.4: with the session cookie, or with a token handed over as access_token. */
export const giveConsent = (accessToken?: string) =>
  authApi.put<TermsAcceptedResponse>('/api/v1/customers/consent', accessToken ? { accepted_tnc: '1', access_token: accessToken } : { accepted_tnc: '1' });

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
