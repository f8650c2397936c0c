import type { SecondFactorEnabledResponse, SecondFactorEnrolmentResponse, SecondFactorStatusResponse } from '@autoleasing/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSecurityApi } from '../../../lib/api';
import { sessionQueryOptions } from '../../../lib/session';

const PATH = '/api/v1/customers/second_factor';

export const getSecondFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['second-factor'],
    queryFn: ({ signal }) => accountSecurityApi.get<SecondFactorStatusResponse>(PATH, { signal }),
  });

export const useSecondFactorStatus = () => useQuery(getSecondFactorQueryOptions());

export const useStartSecondFactorEnrolment = () =>
  useMutation({ mutationFn: () => accountSecurityApi.post<SecondFactorEnrolmentResponse>(`${PATH}/enrolment`) });

/** Switched on: the status and the session (staff leave the enrolment gate) are loaded again. */
export function useConfirmSecondFactorEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => accountSecurityApi.put<SecondFactorEnabledResponse>(`${PATH}/enrolment`, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSecondFactorQueryOptions().queryKey }),
  });
}

/** The session answer changes only after the recovery codes were seen: the gate must not navigate away from them. */
export function useLeaveEnrolmentGate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: { password?: string; code?: string }) => accountSecurityApi.post<void>(`${PATH}/disable`, proof),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSecondFactorQueryOptions().queryKey }),
  });
}
