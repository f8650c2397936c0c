import type { CustomerGroup } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { failureProps, track } from '../../../lib/analytics';
import { authApi } from '../../../lib/api';

export interface RegisterInput {
  email: string;
  password: string;
  customer_group: CustomerGroup;
  first_name: string;
  last_name: string;
  company_name?: string;
  /** The page the customer came from; the server puts it (same-site only) into the verification link. */
  redirect_url?: string;
}

/** Spec 8: a failed registration fires failed_wall_registration (status and code, no address). */
export async function register(input: RegisterInput): Promise<{ user_id: string; email: string }> {
  try {
    return await authApi.post<{ user_id: string; email: string }>('/api/v1/customers', input);
  } catch (error) {
    track('failed_wall_registration', failureProps(error));
    throw error;
  }
}

export const useRegister = () => useMutation({ mutationFn: register });
