import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { toGermanDetails } from './german-validation-messages';
import { isQueryDto } from './query-dto';
import { RequestValidationException } from './request-validation.exception';

/** Query DTOs (`@QueryValue`) answer like the query endpoints always did: QueryDtoPipe reads them. */
class BodyValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return !isQueryDto(metadata.metatype) && super.toValidate(metadata);
  }
}

/** Whitelist + forbidNonWhitelisted: an unknown field is an error, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(toGermanDetails(errors)),
  });
}
