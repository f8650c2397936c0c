import type { Actor } from '@autoleasing/contracts';
import { badRequest, DomainError, invalid } from '@autoleasing/domain';
import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { catchError, finalize, from, map, type Observable, of, switchMap, throwError } from 'rxjs';
import { PG_POOL } from '../../core/tokens';
import { mapError } from '../http/error-mapping';
import { VISITOR } from '../http/request-actor.decorator';
import { hashRequest, IDEMPOTENCY_LEASE_SECONDS, IdempotencyStore } from './idempotency-store';

/**
 * The command an Idempotency-Key runs. `commandId` stays the same when a retry takes over the key
 * of a run that crashed (`resumed`), so a handler that derives its ids from it can find what the
 * first run committed and answer with that instead of doing it twice.
 */
export interface IdempotentCommand {
  commandId: string;
  resumed: boolean;
}

type IdempotentRequest = FastifyRequest & { actor?: Actor; idempotentCommand?: IdempotentCommand };

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/**
 * Honours an `Idempotency-Key` header on POSTs that create things: the first request runs, a
 * repeat with the same key and body gets the stored answer (header `Idempotent-Replayed: true`),
 * a repeat while the first still runs gets 409, the same key with another body gets 422.
 * Without the header the request simply runs. Keys are scoped per user.
 *
 * "Still runs" is a lease of seconds the running request renews (issue 19, item 3): after a crash
 * a retry takes the key over within IDEMPOTENCY_LEASE_SECONDS. A request that fails for certain
 * (4xx) releases its key; one whose outcome is unknown (a timeout, a 5xx: its command may have
 * committed) keeps it until the lease runs out, so the retry runs under the same command id.
 */
@Injectable()
export class IdempotentInterceptor implements NestInterceptor {
  private readonly store: IdempotencyStore;

  constructor(@Inject(PG_POOL) pool: Pool) {
    this.store = new IdempotencyStore(pool);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<IdempotentRequest>();
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
          case 'claimed': {
            const { commandId, resumed } = claim;
            request.idempotentCommand = { commandId, resumed };
            const heartbeat = setInterval(() => void this.store.renew(scope, key, commandId).catch(() => undefined), (IDEMPOTENCY_LEASE_SECONDS * 1000) / 3);
            heartbeat.unref();
            return next.handle().pipe(
              catchError((error: unknown) => from(this.forgetIfFailed(scope, key, commandId, error)).pipe(switchMap(() => throwError(() => error)))),
              // A failing store of the answer leaves the key in progress: the lease runs out and the retry resumes.
              switchMap((body) => from(this.store.complete(scope, key, commandId, reply.statusCode, body)).pipe(map(() => body))),
              finalize(() => clearInterval(heartbeat)),
            );
          }
        }
      }),
    );
  }

  /** Releases the key when the request failed for certain (4xx: nothing was done). */
  private async forgetIfFailed(scope: string, key: string, commandId: string, error: unknown): Promise<void> {
    if (mapError(error).body.statusCode >= 500) return;
    await this.store.release(scope, key, commandId).catch(() => undefined);
  }
}

/** The handler's IdempotentCommand, or null when the request carried no Idempotency-Key. */
export const CurrentIdempotentCommand = createParamDecorator(
  (_data: unknown, context: ExecutionContext): IdempotentCommand | null => context.switchToHttp().getRequest<IdempotentRequest>().idempotentCommand ?? null,
);

/** Marks a create endpoint as honouring Idempotency-Key. */
export const Idempotent = () => UseInterceptors(IdempotentInterceptor);
