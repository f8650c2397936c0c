import type { LoginResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureProps, track } from '../../../lib/analytics';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

export interface VerifySecondFactorInput {
  challenge_token: string;
  code: string;
  redirect_url?: string;
}

/** The login's code step: a TOTP code or a recovery code; the session cookie comes with the answer. */
export async function verifySecondFactor(input: VerifySecondFactorInput): Promise<LoginResponse> {
  try {
    const answer = await authApi.post<LoginResponse>('/api/v1/customers/session/second_factor', input);
    track('login_success');
    return answer;
  } catch (error) {
    track('login_failed', failureProps(error));
    throw error;
  }
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
