import { ValidationPipe } from '@nestjs/common';
import { toGermanDetails } from './german-validation-messages';
import { RequestValidationException } from './request-validation.exception';

/** Whitelist + forbidNonWhitelisted: an unknown field is an error, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(toGermanDetails(errors)),
  });
}
