import type { TermsAcceptedResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

export const acceptNewTerms = () => authApi.put<TermsAcceptedResponse>('/api/v1/authentication/accept_new_tncs', { accepted_tnc: '1' });

export function useAcceptNewTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptNewTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
