import type { DealMailKind, DealMailPreferenceDto, UpdateDealMailPreferenceRequest } from '@autoleasing/contracts';
import { queryOptions } from '@tanstack/react-query';
import { customerAreaApi } from '../../../lib/api';
import { customerAreaKeys } from './customer-area-api';

const BASE = '/api/v1/customer_area/mail_preferences';

export const mailPreferencesKey = () => [...customerAreaKeys.all, 'mail-preferences'] as const;

/** Which deal e-mails the customer gets (issue 17); the answer of a change is the whole list again. */
export const mailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: mailPreferencesKey(), queryFn: ({ signal }) => customerAreaApi.get<DealMailPreferenceDto[]>(BASE, { signal }), staleTime: 0 });

export const updateMailPreference = (kind: DealMailKind, body: UpdateDealMailPreferenceRequest) =>
  customerAreaApi.patch<DealMailPreferenceDto[]>(`${BASE}/${encodeURIComponent(kind)}`, body);
