import type { NeutralMailResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const requestAccountRecovery = (email: string) => authApi.post<NeutralMailResponse>('/api/v1/customers/recover_account', { email });

export const useRequestAccountRecovery = () => useMutation({ mutationFn: requestAccountRecovery });
