import type { LoginResponse } from '@autoleasing/contracts';
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
 * script. Spec 4.6: success fires login_success, failure login_failed with the HTTP status.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  try {
    const answer = await authApi.post<LoginResponse>('/api/v1/customers/session', input);
    track('login_success');
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
