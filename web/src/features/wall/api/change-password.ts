import { useMutation } from '@tanstack/react-query';
import { failureProps, track } from '../../../lib/analytics';
import { authApi } from '../../../lib/api';

/** Spec 8: a failed password change fires change_password_failed and is re-thrown to the page. */
export async function resetPassword(input: { reset_password_token: string; password: string }): Promise<{ changed: true; redirect_to: string }> {
  try {
    return await authApi.put<{ changed: true; redirect_to: string }>('/api/v1/customers/password', input);
  } catch (error) {
    track('change_password_failed', failureProps(error));
    throw error;
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

export interface ChangePasswordInput {
  current_password: string;
  password: string;
}

/** Logged in: the server revokes every other session and sets a fresh session cookie with the answer. */
export async function changePassword(input: ChangePasswordInput): Promise<{ changed: true; redirect_to: string }> {
  try {
    return await authApi.put<{ changed: true; redirect_to: string }>('/api/v1/customers/password', input);
  } catch (error) {
    track('change_password_failed', failureProps(error));
    throw error;
  }
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
