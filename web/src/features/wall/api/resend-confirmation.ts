import type { NeutralMailResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const resendConfirmation = (email: string) => authApi.post<NeutralMailResponse>('/api/v1/customers/resend_confirmation', { email });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
