import { GERMAN_MESSAGES, type ApiErrorBody, type ApiErrorDetail } from '@autoleasing/contracts';
import { DomainError, FORBIDDEN_MESSAGE, notFound, UNAUTHENTICATED_MESSAGE, type DomainErrorKind } from '@autoleasing/domain';
import { isWrongExpectedVersion, unavailableDependency } from '@autoleasing/infra';
import { HttpException } from '@nestjs/common';
import { INVALID_INPUT_MESSAGE } from './german-validation-messages';
import { RequestValidationException } from './request-validation.exception';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  rule: 409,
  invalid: 422,
  too_large: 413,
  too_many: 429,
};

const RESOURCE_NOT_FOUND_MESSAGE = 'Die angeforderte Ressource wurde nicht gefunden.';

/** 404 not_found for a path that exists only for some (api docs for staff, the dev outbox in development). */
export const resourceNotFound = () => notFound('not_found', RESOURCE_NOT_FOUND_MESSAGE);

/** The request's fields have problems (400 validation_failed, 422 of a whole form); each detail names one. */
export const CHECK_INPUT_MESSAGE = 'Bitte prüfen Sie Ihre Eingaben.';

/** German texts for HTTP statuses Nest or Fastify raise themselves (routing, body parsing, limits). */
const HTTP_DEFAULTS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Die Anfrage ist ungültig.' },
  401: { code: 'unauthenticated', message: UNAUTHENTICATED_MESSAGE },
  403: { code: 'forbidden', message: FORBIDDEN_MESSAGE },
  404: { code: 'not_found', message: RESOURCE_NOT_FOUND_MESSAGE },
  405: { code: 'method_not_allowed', message: 'Diese Methode ist hier nicht erlaubt.' },
  406: { code: 'not_acceptable', message: 'Dieses Antwortformat wird nicht unterstützt.' },
  409: { code: 'conflict', message: 'Die Daten wurden zwischenzeitlich geändert. Bitte laden Sie neu.' },
  413: { code: 'payload_too_large', message: 'Die Anfrage ist zu groß.' },
  414: { code: 'uri_too_long', message: 'Die Adresse ist zu lang.' },
  415: { code: 'unsupported_media_type', message: 'Dieses Datenformat wird nicht unterstützt.' },
  422: { code: 'invalid', message: INVALID_INPUT_MESSAGE },
  429: { code: 'too_many_requests', message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' },
};

export interface MappedError {
  body: ApiErrorBody;
  /** True when this is a bug: logged with its stack. */
  unexpected: boolean;
  /** The dependency that did not answer (503): logged as a warning, the client may retry. */
  unavailable?: 'postgres' | 'redis';
}

/** Seconds a client should wait before retrying after a 503 (Retry-After). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

function body(statusCode: number, code: string, message: string, details?: ApiErrorDetail[]): ApiErrorBody {
  return details?.length ? { statusCode, code, message, details } : { statusCode, code, message };
}

/**
 * The one place that turns an error into an HTTP answer (DESIGN.md, "Commands"). Every answer has
 * a stable `code` and a German `message`; anything unknown is a 500, which is always a bug.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainError) {
    // Extra facts (e.g. the cells of an edit conflict) sit beside code and message; never over them.
    return { body: { ...error.extra, ...body(STATUS_BY_KIND[error.kind], error.code, error.message, error.details) }, unexpected: false };
  }
  if (error instanceof RequestValidationException) {
    return {
      body: body(400, 'validation_failed', CHECK_INPUT_MESSAGE, error.details),
      unexpected: false,
    };
  }
  if (isWrongExpectedVersion(error)) {
    return { body: body(409, 'concurrent_modification', HTTP_DEFAULTS[409].message), unexpected: false };
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'unknown_event_type' || code === 'invalid_event_data') {
    // Our own code produced an event that breaks its schema: refuse it (nothing was stored).
    return { body: body(422, code, 'Die Änderung konnte nicht gespeichert werden, weil sie ungültig ist.'), unexpected: true };
  }
  // A dependency that did not answer in time (timeouts, refused or broken connections) is an
  // outage, not a bug: 503 with a stable code, never a hang and never a 500.
  const unavailable = unavailableDependency(error);
  if (unavailable) {
    return { body: body(503, 'dependency_unavailable', GERMAN_MESSAGES.dependencyUnavailable), unexpected: false, unavailable };
  }
  const status = httpStatusOf(error);
  if (status && status < 500) {
    const fallback = HTTP_DEFAULTS[status] ?? { code: 'bad_request', message: HTTP_DEFAULTS[400].message };
    return { body: body(status, fallback.code, fallback.message), unexpected: false };
  }
  return { body: body(500, 'internal_error', GERMAN_MESSAGES.technicalError), unexpected: true };
}

/** Nest HttpExceptions and Fastify errors (invalid JSON, body too large) carry a status. */
function httpStatusOf(error: unknown): number | null {
  if (error instanceof HttpException) return error.getStatus();
  const candidate = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate < 600 ? candidate : null;
}
