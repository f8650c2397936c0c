import type { ApiErrorDetail } from '@autoleasing/contracts';

/** Thrown by the global ValidationPipe; the exception filter answers 400 with the details. */
export class RequestValidationException extends Error {
  constructor(readonly details: ApiErrorDetail[]) {
    super('Request validation failed');
  }
}
