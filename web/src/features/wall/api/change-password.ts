import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const resetPassword = (input: { reset_password_token: string; password: string }) =>
  authApi.put<{ changed: true; redirect_to: string }>('/api/v1/customers/password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
