import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';
import { sessionQueryOptions, VISITOR_SESSION } from '../../../lib/session';

export const logout = () => authApi.delete<void>('/api/v1/customers/session');

/** Spec 4.6: afterwards the user is a visitor; a protected page then sends them to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.setQueryData(sessionQueryOptions().queryKey, VISITOR_SESSION),
  });
}
