import type { Actor } from '@autoleasing/contracts';
import { badRequest, DomainError, invalid } from '@autoleasing/domain';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { catchError, from, type Observable, of, switchMap, throwError } from 'rxjs';
import { PG_POOL } from '../../core/tokens';
import { VISITOR } from '../http/request-actor.decorator';
import { hashRequest, IdempotencyStore } from './idempotency-store';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/**
 * Honours an `Idempotency-Key` header on POSTs that create things: the first request runs, a
 * repeat with the same key and body gets the stored answer (header `Idempotent-Replayed: true`),
 * a repeat while the first still runs gets 409, the same key with another body gets 422.
 * Without the header the request simply runs. Keys are scoped per user.
 */
@Injectable()
export class IdempotentInterceptor implements NestInterceptor {
  private readonly store: IdempotencyStore;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.store = new IdempotencyStore(pool);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { actor?: Actor }>();
    const reply = http.getResponse<FastifyReply>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(key)) {
      throw badRequest('invalid_idempotency_key', 'Der Idempotency-Key muss 8 bis 200 Zeichen lang sein (Buchstaben, Ziffern, . _ : -).');
    }
    const actor = request.actor ?? VISITOR;
    const scope = `${actor.userId}:${request.routeOptions.url ?? request.url}`;
    const requestHash = hashRequest(request.method, request.url, request.body);

    return from(this.store.claim(scope, key, requestHash)).pipe(
      switchMap((claim) => {
        switch (claim.outcome) {
          case 'replay':
            void reply.status(claim.statusCode).header('idempotent-replayed', 'true');
            return of(claim.body);
          case 'in_progress':
            throw new DomainError('rule', 'idempotency_request_in_progress', 'Diese Anfrage wird bereits bearbeitet. Bitte warten Sie einen Moment.');
          case 'mismatch':
            throw invalid('idempotency_key_reused', 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.');
          case 'claimed':
            return next.handle().pipe(
              switchMap((body) => from(this.store.complete(scope, key, reply.statusCode, body)).pipe(switchMap(() => of(body)))),
              catchError((error: unknown) => from(this.store.release(scope, key)).pipe(switchMap(() => throwError(() => error)))),
            );
        }
      }),
    );
  }
}

/** Marks a create endpoint as honouring Idempotency-Key. */
export const Idempotent = () => UseInterceptors(IdempotentInterceptor);
