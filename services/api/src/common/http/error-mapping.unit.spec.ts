import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DomainError } from '@autoleasing/domain';
import { DependencyUnavailable } from '@autoleasing/infra';
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

  it.each([
    ['a PostgreSQL statement timeout (57014)', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }), 'postgres'],
    ['a pg read timeout', new Error('Query read timeout'), 'postgres'],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect'), 'postgres'],
    ['a connection timeout', new Error('Connection terminated due to connection timeout'), 'postgres'],
    ['an ioredis command timeout', new Error('Command timed out'), 'redis'],
    ['Redis down without offline queue', new Error("Stream isn't writeable and enableOfflineQueue options is false"), 'redis'],
    ['a bounded wait', new DependencyUnavailable('redis', 'no answer within 3000 ms'), 'redis'],
  ])('maps %s to a German 503 dependency_unavailable', (_label, error, dependency) => {
    const mapped = mapError(error);
    expect(mapped.body).toEqual({
      statusCode: 503,
      code: 'dependency_unavailable',
      message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
    });
    expect(mapped).toMatchObject({ unexpected: false, unavailable: dependency });
  });

  it('keeps a 500 for an ordinary bug', () => {
    expect(mapError(new TypeError('x is undefined')).body.statusCode).toBe(500);
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
