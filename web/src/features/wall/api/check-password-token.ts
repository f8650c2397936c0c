import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const checkPasswordToken = (token: string, signal?: AbortSignal) =>
  authApi.get<{ valid: true }>('/api/v1/customers/password', { query: { reset_password_token: token }, signal });

export const checkPasswordTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['password-token', token], queryFn: ({ signal }) => checkPasswordToken(token, signal), staleTime: 0 });

export const useCheckPasswordToken = (token: string | null) => useQuery({ ...checkPasswordTokenQueryOptions(token ?? ''), enabled: !!token });
