import type { LoginResponse } from '@autoleasing/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
  redirect_url?: string;
}

/** The session cookie (HttpOnly) comes with the answer; the tokens in the body are not kept in script. */
export const login = (input: LoginInput) => authApi.post<LoginResponse>('/api/v1/customers/session', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
