import type { QueryClient } from '@tanstack/react-query';
import { getLegalOperatorQueryOptions } from '../api/legal-operator';

/**
 * Route loader of /impressum and /datenschutz: starts the operator query while the page's code
 * loads. It never fails the navigation: the page shows the failure itself (see legal-operator.ts).
 */
export const legalLoaders = (queryClient: QueryClient) => ({
  operator: async (): Promise<null> => {
    try {
      await queryClient.ensureQueryData(getLegalOperatorQueryOptions());
    } catch {
      // Shown by the page, which can retry.
    }
    return null;
  },
});
