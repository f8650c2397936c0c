import type { NeutralMailResponse } from '@autoleasing/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api';

/** With the wall's pending redirect_url, the new link leads on to where the customer was going (issue 17). */
export const resendConfirmation = (email: string, redirectUrl?: string | null) =>
  authApi.post<NeutralMailResponse>('/api/v1/customers/resend_confirmation', redirectUrl ? { email, redirect_url: redirectUrl } : { email });

export const useResendConfirmation = () => useMutation({ mutationFn: (email: string) => resendConfirmation(email) });
