import type { NeutralMailResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const requestPasswordRecovery = (email: string) => authApi.post<NeutralMailResponse>('/api/v1/customers/password', { email });

export const useRequestPasswordRecovery = () => useMutation({ mutationFn: requestPasswordRecovery });
