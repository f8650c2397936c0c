import type {
  AdminDealRowDto,
  AttachedDocument,
  DeliveryTimeBand,
  OpsAction,
  OpsActionRequest,
  OpsDealMessageDto,
  OpsDealReplyRequest,
  OpsDealSearchResponse,
  OpsDealTimelineResponse,
  PaymentActionResponse,
  S3SignatureResponse,
} from '@autoleasing/contracts';
import { CONTRACT_CONTENT_TYPE, isUploadTargetComplete } from '@autoleasing/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import type { OpsListParams } from '../lib/ops-query';
import { postSignedUpload } from '../lib/signed-upload';

const BASE = '/api/v1/admin/deals';

export const opsDealKeys = {
  all: ['ops-deals'] as const,
  lists: () => [...opsDealKeys.all, 'list'] as const,
  timeline: (dealId: string) => [...opsDealKeys.all, 'timeline', dealId] as const,
  messages: (dealId: string) => [...opsDealKeys.all, 'messages', dealId] as const,
};

export const opsDealsQueryOptions = (params: OpsListParams) =>
  queryOptions({
    queryKey: [...opsDealKeys.lists(), params],
    queryFn: ({ signal }) =>
      adminApi.get<OpsDealSearchResponse>(`${BASE}/search`, {
        signal,
        query: { state_group: params.stateGroup, customer_state: params.customerState, q: params.q || undefined, dealer_id: params.dealerId, page: params.page },
      }),
    // Others act on the same deals: show the list fresh whenever it is shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const opsDealTimelineQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: opsDealKeys.timeline(dealId),
    queryFn: ({ signal }) => adminApi.get<OpsDealTimelineResponse>(`${BASE}/${encodeURIComponent(dealId)}/timeline`, { signal }),
    staleTime: 0,
  });

/** The deal's messages (customer and team), oldest first. */
export const opsDealMessagesQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: opsDealKeys.messages(dealId),
    queryFn: ({ signal }) => adminApi.get<OpsDealMessageDto[]>(`${BASE}/${encodeURIComponent(dealId)}/messages`, { signal }),
    staleTime: 0,
  });

/** The staff reply to the customer; 422 names the field (message, reply_to). */
export function postOpsReply(dealId: string, request: OpsDealReplyRequest): Promise<OpsDealMessageDto> {
  return adminApi.post<OpsDealMessageDto>(`${BASE}/${encodeURIComponent(dealId)}/messages`, request);
}

export function performOpsAction(dealId: string, action: OpsAction, deliveryTime?: DeliveryTimeBand, note?: string): Promise<AdminDealRowDto> {
  const body: OpsActionRequest = { action, ...(deliveryTime ? { delivery_time: deliveryTime } : {}), ...(note?.trim() ? { note: note.trim() } : {}) };
  return adminApi.post<AdminDealRowDto>(`${BASE}/${encodeURIComponent(dealId)}/actions`, body);
}

/** Ops pay a captured Anzahlung back (issue 17); one key per click, so a retry never refunds twice. */
export function refundOpsPayment(dealId: string): Promise<PaymentActionResponse> {
  return adminApi.post<PaymentActionResponse>(`${BASE}/${encodeURIComponent(dealId)}/payment/refund`, {}, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

/** Ops archive a deal (any state); it then counts as not found (spec 4.1). */
export function archiveOpsDeal(dealId: string): Promise<AdminDealRowDto> {
  return adminApi.post<AdminDealRowDto>(`${BASE}/${encodeURIComponent(dealId)}/archive`, {});
}

/**
 * The contract PDF: a signed target for the deal's customer folder, the file posted to it with
 * progress, then attached to the deal. Spec 5.2: the upload is possible only when both endpoint and
 * signature came back.
 */
export async function uploadContract(dealId: string, file: File, onProgress: (fraction: number) => void): Promise<AttachedDocument> {
  const target = await adminApi.post<Partial<S3SignatureResponse>>(`${BASE}/${encodeURIComponent(dealId)}/contract_document/upload_target`, {
    file_name: file.name,
    contentType: CONTRACT_CONTENT_TYPE,
  });
  if (!isUploadTargetComplete(target)) {
    throw new ApiError({ statusCode: 0, code: 'upload_target_incomplete', message: 'Der Upload ist gerade nicht möglich. Bitte versuchen Sie es erneut.' }, 'http');
  }
  const key = await postSignedUpload(target, file, onProgress);
  return adminApi.post<AttachedDocument>(`${BASE}/${encodeURIComponent(dealId)}/contract_document`, { s3_key: key });
}
