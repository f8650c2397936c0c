import { isSecondFactorChallenge, type LoginResponse, type SecondFactorChallengeResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureProps, track } from '../../../lib/analytics';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
  redirect_url?: string;
}

/**
 * The session cookie (HttpOnly) comes with the answer; the tokens in the body are not kept in
 * script. With a second factor the answer is a ticket for the code step instead (issue 20).
 * Spec 4.6: success fires login_success, failure login_failed with the HTTP status.
 */
export async function login(input: LoginInput): Promise<LoginResponse | SecondFactorChallengeResponse> {
  try {
    const answer = await authApi.post<LoginResponse | SecondFactorChallengeResponse>('/api/v1/customers/session', input);
    if (!isSecondFactorChallenge(answer)) track('login_success');
    return answer;
  } catch (error) {
    track('login_failed', failureProps(error));
    throw error;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isSecondFactorChallenge(answer)) return queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
