import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DomainError } from '@autoleasing/domain';
import { mapError } from './error-mapping';
import { RequestValidationException } from './request-validation.exception';

describe('mapError', () => {
  it.each([
    ['bad_request', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['rule', 409],
    ['invalid', 422],
  ] as const)('maps a %s domain error to %i with its code and German message', (kind, status) => {
    const { body, unexpected } = mapError(new DomainError(kind, 'some_code', 'Eine Meldung.'));
    expect(body).toEqual({ statusCode: status, code: 'some_code', message: 'Eine Meldung.' });
    expect(unexpected).toBe(false);
  });

  it('keeps per-field details', () => {
    const details = [{ field: 'base_discount', code: 'max', message: 'Der Wert ist zu groß.' }];
    expect(mapError(new DomainError('invalid', 'invalid_cells', 'Ungültig.', details)).body.details).toEqual(details);
    expect(mapError(new RequestValidationException(details)).body).toMatchObject({ statusCode: 400, code: 'validation_failed', details });
  });

  it('maps a lost optimistic-concurrency race to 409', () => {
    const error = Object.assign(new Error('conflict'), { code: 'wrong_expected_version' });
    expect(mapError(error).body).toMatchObject({ statusCode: 409, code: 'concurrent_modification' });
  });

  it('maps framework HTTP errors to German texts', () => {
    expect(mapError(new NotFoundException()).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(mapError(new BadRequestException()).body.message).toBe('Die Anfrage ist ungültig.');
    expect(mapError(Object.assign(new Error('body'), { statusCode: 413 })).body.code).toBe('payload_too_large');
  });

  it('turns anything unknown into a 500 that is flagged as a bug', () => {
    const { body, unexpected } = mapError(new TypeError('x is undefined'));
    expect(body).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    });
    expect(unexpected).toBe(true);
  });
});
