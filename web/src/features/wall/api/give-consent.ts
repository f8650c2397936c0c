import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

/** Spec 7.4: with the session cookie, or with a token handed over as access_token; redirect_url: the wall's pending target. */
export const giveConsent = ({ accessToken, redirectUrl }: { accessToken?: string; redirectUrl?: string } = {}) =>
  authApi.put<TermsAcceptedResponse>('/api/v1/customers/consent', {
    accepted_tnc: '1',
    ...(accessToken ? { access_token: accessToken } : {}),
    ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
  });

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
