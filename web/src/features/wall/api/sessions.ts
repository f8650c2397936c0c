import type { ActiveSessionResponse } from '@autoleasing/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSecurityApi } from '../../../lib/api';
import { sessionQueryOptions, VISITOR_SESSION } from '../../../lib/session';

const PATH = '/api/v1/customers/sessions';

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions'],
    queryFn: ({ signal }) => accountSecurityApi.get<ActiveSessionResponse[]>(PATH, { signal }),
  });

export const useSessions = () => useQuery(getSessionsQueryOptions());

/** Ending the own session logs this browser out, like "Abmelden". */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Pick<ActiveSessionResponse, 'id' | 'current'>) => accountSecurityApi.delete<void>(`${PATH}/${session.id}`),
    onSuccess: (_, session) =>
      session.current
        ? queryClient.setQueryData(sessionQueryOptions().queryKey, VISITOR_SESSION)
        : queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}

/** "Alle Sitzungen abmelden": this browser too is logged out afterwards. */
export function useSignOutAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountSecurityApi.delete<void>(PATH),
    onSuccess: () => queryClient.setQueryData(sessionQueryOptions().queryKey, VISITOR_SESSION),
  });
}
