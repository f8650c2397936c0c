import type { LegalOperatorResponse } from '@autoleasing/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backgroundPublicApi } from '../../../lib/api';

/**
 * The company the legal pages name (api configuration OPERATOR_*). Through the background client:
 * a failure must not replace the imprint with the error page, the pages show their own note and
 * a retry while the rest of their text stays readable.
 */
export const getLegalOperator = (signal?: AbortSignal) => backgroundPublicApi.get<LegalOperatorResponse>('/fe-api/v1/legal/operator', { signal });

export const getLegalOperatorQueryOptions = () =>
  queryOptions({
    queryKey: ['legal-operator'],
    queryFn: ({ signal }) => getLegalOperator(signal),
    // The API lets it be cached for 300 s.
    staleTime: 300_000,
  });

export function useLegalOperator() {
  return useQuery(getLegalOperatorQueryOptions());
}
