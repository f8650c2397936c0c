import type { CustomerGroup } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

export interface RegisterInput {
  email: string;
  password: string;
  customer_group: CustomerGroup;
  first_name: string;
  last_name: string;
  company_name?: string;
}

export const register = (input: RegisterInput) => authApi.post<{ user_id: string; email: string }>('/api/v1/customers', input);

export const useRegister = () => useMutation({ mutationFn: register });
