import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const confirmEmail = (token: string) => authApi.put<{ verified: true }>('/api/v1/customers/confirmation', { token });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
