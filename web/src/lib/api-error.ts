import { GERMAN_MESSAGES, type ApiErrorBody, type ApiErrorDetail } from '@autoleasing/contracts';

/** Why a call failed: the server answered with an error, or no answer came at all. */
export type ApiFailureReason = 'http' | 'timeout' | 'network';

/**
 * Every failed call is raised as this error, in the ApiErrorBody shape our API sends, so callers
 * handle server answers, timeouts and network failures the same way. statusCode 0 = no response.
 */
export class ApiError extends Error implements ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: ApiErrorDetail[];
  readonly requestId?: string;
  readonly reason: ApiFailureReason;
  /** The whole error body as sent, for answers that carry more than details (e.g. 409 conflicts). */
  readonly payload: Readonly<Record<string, unknown>>;

  constructor(body: ApiErrorBody, reason: ApiFailureReason, payload: Readonly<Record<string, unknown>> = {}) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.details = body.details;
    this.requestId = body.requestId;
    this.reason = reason;
    this.payload = payload;
  }

  get hasResponse(): boolean {
    return this.reason === 'http';
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message, details: this.details, requestId: this.requestId };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failed call: the api's German message, else the technical error text. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GERMAN_MESSAGES.technicalError;
}

export function noResponseError(reason: 'timeout' | 'network'): ApiError {
  return new ApiError(
    { statusCode: 0, code: reason === 'timeout' ? 'timeout' : 'network_error', message: GERMAN_MESSAGES.technicalError },
    reason,
  );
}

/** Reads the ApiErrorBody from an error answer; foreign bodies (proxy pages, HTML) get defaults. */
export async function parseErrorResponse(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<ApiErrorBody>;
  return new ApiError(
    {
      statusCode: response.status,
      code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
      message: typeof body.message === 'string' && body.message ? body.message : GERMAN_MESSAGES.technicalError,
      details: Array.isArray(body.details) ? body.details : undefined,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
    },
    'http',
    body as Record<string, unknown>,
  );
}
