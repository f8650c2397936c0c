import {
  isUploadTargetComplete,
  type AttachDocumentRequest,
  type AttachedDocument,
  type ChargeRequest,
  type ChargeResponse,
  type CheckoutCustomerDto,
  type CreateDealRequest,
  type CustomerGroup,
  type DealAnswer,
  type DeliveryOption,
  type ProductResponse,
  type CustomerDetailsKind,
  type CustomerDetailsRequests,
  type CustomerDetailsUpdateResponse,
  type DealCustomerState,
  type DealDto,
  type DealOrderSummaryDto,
  type FinalOfferDto,
  type FinalOfferExtrasDto,
  type JobStatusResponse,
  type RatesCalculationRequest,
  type ReferralRequest,
  type ReferralResponse,
  type RatesCalculationResponse,
  type S3SignatureRequest,
  type S3SignatureResponse,
  type PaymentActionResponse,
  type SelfAssessmentFormResponse,
  type StatusUpdateRequest,
  type UpdateDealRequest,
  type UpdateFinalOfferExtrasRequest,
  type UpdateFinalOfferRequest,
  type UploadResponse,
} from '@autoleasing/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { checkoutApi } from '../../../lib/api';
import { failureProps, track } from '../../../lib/analytics';
import { createApiClient } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';

/**
 * The checkout's calls (spec 7.5) on the checkout client of spec 8: no answer → /error, 404 → the
 * 404 page, any other error → the 'toasterApiError' toast for 3 s (the client does that). One
 * query key per resource; mutations put the server's answer into the cache.
 */
const dealPath = (id: string) => `/api/v1/checkout/deals/${encodeURIComponent(id)}`;

/**
 * A step's own deal is the exception of spec 7.8: a missing, archived or foreign deal (404) sends
 * the user to /customer (the step gate does), so that call uses a checkout client without the 404 page.
 */
const dealPageApi = createApiClient({ kind: 'checkout', handlers: { navigate: navigateTo, showToast } });

/**
 * The read model is behind the deal (issue 19): the server answered from the deal's stream, or a
 * command this page sent has a later revision than the deal read. The page says "wird
 * aktualisiert …" and the query asks again, every half second for up to 20 s.
 */
export class DealUpdating extends Error {
  constructor(readonly revision: number) {
    super('Die Bestellung wird aktualisiert.');
  }
}

const UPDATING_RETRIES = 40;
const UPDATING_RETRY_MS = 500;

/** Per deal, the latest revision a command of this page decided: a read older than it is not shown. */
const decidedRevisionKey = (dealId: string) => ['checkout', 'deal-decided-revision', dealId] as const;

const decidedRevision = (client: QueryClient, dealId: string) => client.getQueryData<number>(decidedRevisionKey(dealId)) ?? -1;

/** The deal, once the read model has every change this page knows of; DealUpdating until then. */
function caughtUpDeal(answer: DealAnswer, decided: number): DealDto {
  if (!answer.caught_up) throw new DealUpdating(Math.max(answer.revision, decided));
  if (answer.revision < decided) throw new DealUpdating(decided);
  return answer;
}

export const dealQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: ['checkout', 'deal', dealId],
    queryFn: async ({ signal, client }) => caughtUpDeal(await dealPageApi.get<DealAnswer>(dealPath(dealId), { signal }), decidedRevision(client, dealId)),
    staleTime: 0,
    // Only the read model's lag is worth asking again for; the API client already reacted to other failures.
    retry: (failures, error) => error instanceof DealUpdating && failures < UPDATING_RETRIES,
    retryDelay: UPDATING_RETRY_MS,
  });

/**
 * Whether the page must wait for the read model: the deal is being asked for again after a
 * DealUpdating, or the cached deal is older than a change this page made.
 */
export function useIsDealUpdating(dealId: string | null, query: { data: DealDto | undefined; failureReason: unknown; error: unknown }): boolean {
  const client = useQueryClient();
  if (query.failureReason instanceof DealUpdating || query.error instanceof DealUpdating) return true;
  return !!dealId && !!query.data && query.data.revision < decidedRevision(client, dealId);
}

/**
 * A deal answer of a command: a caught-up deal goes into the cache; one the read model is still
 * behind on is remembered by its revision, and the deal is asked for again until it has it.
 */
export function acceptDealAnswer(queryClient: QueryClient, dealId: string, answer: DealAnswer): void {
  const decided = decidedRevision(queryClient, dealId);
  if (answer.caught_up && answer.revision >= decided) {
    queryClient.setQueryData(dealQueryOptions(dealId).queryKey, answer);
    return;
  }
  queryClient.setQueryData(decidedRevisionKey(dealId), Math.max(answer.revision, decided));
  void queryClient.invalidateQueries({ queryKey: dealQueryOptions(dealId).queryKey });
}

export const useDeal = (dealId: string | null) => useQuery({ ...dealQueryOptions(dealId ?? ''), enabled: !!dealId });

export const checkoutCustomerQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'customer'],
    queryFn: ({ signal }) => checkoutApi.get<CheckoutCustomerDto>('/api/v1/checkout/customer', { signal }),
    staleTime: 0,
  });

export const useCheckoutCustomer = () => useQuery(checkoutCustomerQueryOptions());

export const extrasQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: ['checkout', 'extras', dealId],
    queryFn: ({ signal }) => checkoutApi.get<FinalOfferExtrasDto>(`${dealPath(dealId)}/final_offer_extras`, { signal }),
    staleTime: 0,
  });

/**
 * The contract figures next to the order button (lender, PAngV figures, totals, masked recap).
 * Keyed by the deal's revision: any change of the deal fetches them again.
 */
export const orderSummaryQueryOptions = (dealId: string, revision: number) =>
  queryOptions({
    queryKey: ['checkout', 'order-summary', dealId, revision],
    queryFn: ({ signal }) => checkoutApi.get<DealOrderSummaryDto>(`${dealPath(dealId)}/order_summary`, { signal }),
    staleTime: 0,
  });

/** Spec 4.4: the create-deal page always sends force_create; the key makes a repeated POST create one deal. */
export function createDeal(request: CreateDealRequest, idempotencyKey: string): Promise<DealAnswer> {
  return checkoutApi.post<DealAnswer>('/api/v1/checkout/deals', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Spec 8: a deal step (update, extras, status, self-assessment form, customer details) reports
 * submit_screen with a failure flag; a failed call still shows the client's toast.
 */
export function trackStep(step: string, error?: unknown): void {
  track('submit_screen', error === undefined ? { step, failure: false } : { step, failure: true, ...failureProps(error) });
}

function useDealMutation<Vars>(dealId: string, call: (vars: Vars) => Promise<DealAnswer>, step: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      trackStep(step);
      acceptDealAnswer(queryClient, dealId, answer);
    },
    onError: (error) => trackStep(step, error),
  });
}

export const useUpdateDeal = (dealId: string) =>
  useDealMutation(dealId, (body: UpdateDealRequest) => checkoutApi.patch<DealAnswer>(dealPath(dealId), body), 'deal_update');

/**
 * status_update with a target state, or the whole request (the order carries the accepted terms).
 * A refusal of the order rules (409) is shown by the step page at its field, not as the generic
 * toast: the server's German message says what is missing.
 */
export const useStatusUpdate = (dealId: string) =>
  useDealMutation(
    dealId,
    (request: DealCustomerState | StatusUpdateRequest) =>
      checkoutApi.post<DealAnswer>(`${dealPath(dealId)}/status_update`, typeof request === 'string' ? { customer_state: request } : request, { suppressToast: true }),
    'status_update',
  );

export function useUpdateExtras(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFinalOfferExtrasRequest) => checkoutApi.patch<FinalOfferExtrasDto>(`${dealPath(dealId)}/final_offer_extras`, body),
    onError: (error) => trackStep('extras', error),
    onSuccess: (extras) => {
      trackStep('extras');
      queryClient.setQueryData(extrasQueryOptions(dealId).queryKey, extras);
      void queryClient.invalidateQueries({ queryKey: dealQueryOptions(dealId).queryKey });
    },
  });
}

export function useUpdateFinalOffer(dealId: string, finalOfferId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The configurator shows every refusal at its form (the Anzahlung's range, a reservation that
    // must be cancelled first), so no generic toast on top.
    mutationFn: (body: UpdateFinalOfferRequest) =>
      checkoutApi.patch<FinalOfferDto>(`/api/v1/checkout/final_offers/${encodeURIComponent(finalOfferId)}`, body, { suppressToast: true }),
    onError: (error) => trackStep('final_offer', error),
    onSuccess: (finalOffer) => {
      trackStep('final_offer');
      queryClient.setQueryData<DealDto>(dealQueryOptions(dealId).queryKey, (deal) => (deal ? { ...deal, final_offer: finalOffer, downpayment_cents: finalOffer.downpayment_cents } : deal));
      void queryClient.invalidateQueries({ queryKey: dealQueryOptions(dealId).queryKey });
    },
  });
}


/**
 * PATCH …/referral (the 'Gutscheincode' of the summary). Spec 8: a referral failure sends
 * coupon_submit with applied false and shows NO toast (the page shows the message inline);
 * success sends coupon_submit with applied true and puts the code on the cached deal.
 */
export function useApplyReferral(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      checkoutApi.patch<ReferralResponse>(`${dealPath(dealId)}/referral`, { referred_by_code: code } satisfies ReferralRequest, { suppressToast: true }),
    onError: (error) => track('coupon_submit', { applied: false, ...failureProps(error) }),
    onSuccess: (answer) => {
      track('coupon_submit', { applied: true });
      queryClient.setQueryData<DealDto>(dealQueryOptions(dealId).queryKey, (deal) => (deal ? { ...deal, referred_by_code: answer.referred_by_code } : deal));
    },
  });
}

export const calculateRates = (request: RatesCalculationRequest) => checkoutApi.post<RatesCalculationResponse>('/api/v1/rates_calculation', request);

export function useSaveCustomerDetails<K extends CustomerDetailsKind>(kind: K, customerId: string, dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerDetailsRequests[K]) =>
      checkoutApi.patch<CustomerDetailsUpdateResponse<K>>(`/api/v1/checkout/customer/${encodeURIComponent(customerId)}/${kind}`, { ...body, deal_id: dealId }),
    onError: (error) => trackStep(kind, error),
    onSuccess: (answer) => {
      trackStep(kind);
      if (answer.deal) acceptDealAnswer(queryClient, dealId, answer.deal);
      void queryClient.invalidateQueries({ queryKey: checkoutCustomerQueryOptions().queryKey });
    },
  });
}

// ---------- documents ----------

export const requestUploadTarget = (request: S3SignatureRequest) => checkoutApi.post<Partial<S3SignatureResponse> | null>('/api/v1/s3_signature', request);

/** Spec 7.5: the signature's fields first, the file last (as S3 presigned POSTs expect). */
export async function postToUploadTarget(target: S3SignatureResponse, file: File): Promise<UploadResponse | undefined> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.signature)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await fetch(target.postEndpoint, { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok) {
    let message = 'Die Datei konnte nicht hochgeladen werden.';
    try {
      const body = (await response.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // S3 answers XML; the generic message stands.
    }
    throw new Error(message);
  }
  const text = await response.text();
  return text ? (JSON.parse(text) as UploadResponse) : undefined;
}

export const attachDealDocument = (dealId: string, body: AttachDocumentRequest) =>
  checkoutApi.post<AttachedDocument>(`${dealPath(dealId)}/attached_documents`, body);

export const removeDealDocument = (dealId: string, documentId: string) =>
  checkoutApi.delete<void>(`${dealPath(dealId)}/attached_documents/${encodeURIComponent(documentId)}`);

export { isUploadTargetComplete };

// ---------- self-assessment form ----------

export const generateSelfAssessmentForm = (dealId: string) =>
  checkoutApi.post<SelfAssessmentFormResponse>(`${dealPath(dealId)}/self_assessment_forms`, {}).then(
    (answer) => {
      trackStep('self_assessment_form');
      return answer;
    },
    (error: unknown) => {
      trackStep('self_assessment_form', error);
      throw error;
    },
  );

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => checkoutApi.get<JobStatusResponse>(`/api/v1/jobs/${encodeURIComponent(jobId)}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : 1_000;
    },
  });

// ---------- payment ----------

/** One key per payment attempt: a repeated request gets the first answer and is never charged twice. */
export const chargeCard = (request: ChargeRequest, idempotencyKey: string = crypto.randomUUID()) =>
  checkoutApi.post<ChargeResponse>('/api/v1/payment/charges', request, { headers: { 'Idempotency-Key': idempotencyKey }, suppressToast: true });

/** The customer cancels the card reservation (to change the terms); shown inline, so no toast. */
export const voidReservation = (dealId: string, idempotencyKey: string = crypto.randomUUID()) =>
  checkoutApi.post<PaymentActionResponse>(`/api/v1/payment/deals/${encodeURIComponent(dealId)}/void`, undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
    suppressToast: true,
  });

/**
 * The configurator's term change: a term the offer does not have answers 404
 * `offer_term_not_found`, which must not replace the configurator with the 404 page; the page
 * says so at the field instead. Other failures behave as on the checkout client.
 */
const configuratorApi = createApiClient({ kind: 'checkout', handlers: { navigate: navigateTo, showToast } });

export const useUpdateConfiguration = (dealId: string) =>
  useDealMutation(
    dealId,
    // A refused change (409, e.g. the Anzahlung is reserved) is shown at the field, not as a toast.
    (body: UpdateDealRequest) => configuratorApi.patch<DealDto>(dealPath(dealId), body, body.finance_selection === undefined ? { suppressToast: true } : {}),
    'configurator',
  );

/**
 * The offer's terms and delivery prices (the catalogue's product answer), so the configurator
 * offers only what the car has. A failure leaves the configurator on its full lists: the call is
 * made without error pages or toasts.
 */
const quietApi = createApiClient({ kind: 'checkout', handlers: {} });

export interface OfferOptions {
  terms: { months: number; km_per_year: number }[];
  deliveryPrices: Partial<Record<DeliveryOption, number>>;
}

export const offerOptionsQueryOptions = (carSpecId: string, group: CustomerGroup) =>
  queryOptions({
    queryKey: ['checkout', 'offer-options', carSpecId, group],
    queryFn: async ({ signal }): Promise<OfferOptions> => {
      const product = await quietApi.get<ProductResponse>(`/api/v1/products/${encodeURIComponent(carSpecId)}`, { query: { customer_group: group }, signal });
      return { terms: product.lease_terms.map((t) => ({ months: t.months, km_per_year: t.km_per_year })), deliveryPrices: product.car_spec.delivery };
    },
    staleTime: 5 * 60_000,
  });
