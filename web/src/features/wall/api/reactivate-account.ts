import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export const reactivateAccount = (token: string) => authApi.put<{ reactivated: true }>('/api/v1/customers/reactivate_account', { token });

export const useReactivateAccount = () => useMutation({ mutationFn: reactivateAccount });
