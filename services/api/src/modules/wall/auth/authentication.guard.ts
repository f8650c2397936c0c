import type { Actor } from '@autoleasing/contracts';
import { forbidden, unauthenticated } from '@autoleasing/domain';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_POLICY, type AccessPolicy, type RequestWithSession } from './access-policy.decorator';
import { readSessionCookie } from './session-cookie';
import { SessionStore, type AuthSession } from './session.store';

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Bitte akzeptieren Sie zuerst unsere aktuellen AGB.';
export const ENROLMENT_REQUIRED_MESSAGE = 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.';

/** Dealer and Admin must log in with a second factor (issue 20); customers may. */
export const needsSecondFactorEnrolment = (session: Pick<AuthSession, 'role' | 'secondFactorEnabled'>): boolean =>
  session.role !== 'Customer' && !session.secondFactorEnabled;

/**
 * Global guard: recognises the caller (bearer header or the HttpOnly session cookie), sets
 * `request.actor` for RequestActor, and enforces @RequiresLogin: 401 without a live session,
 * 403 for a wrong role, 403 `second_factor_enrolment_required` for staff who have not enrolled a
 * second factor yet (only the enrolment routes are open to them), 403 `terms_not_accepted` before
 * the current terms are accepted (spec 6).
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithSession & { actor?: Actor }>();
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);

    const token = this.tokenOf(request, policy?.tokenParam ?? false);
    const session = token ? await this.sessions.authenticate(token) : null;
    if (session) {
      request.authSession = session;
      request.actor = actorOf(session);
    }
    if (!policy) return true;
    if (!session) {
      throw token
        ? unauthenticated('session_expired', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')
        : unauthenticated();
    }
    if (policy.roles.length > 0 && !policy.roles.includes(session.role)) {
      throw forbidden('role_not_allowed');
    }
    if (!policy.enrolmentExempt && needsSecondFactorEnrolment(session)) {
      throw forbidden('second_factor_enrolment_required', ENROLMENT_REQUIRED_MESSAGE);
    }
    if (!policy.termsExempt && !session.acceptedTnc) throw forbidden('terms_not_accepted', TERMS_NOT_ACCEPTED_MESSAGE);
    return true;
  }

  private tokenOf(request: FastifyRequest, tokenParam: boolean): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
    const cookie = readSessionCookie(request);
    if (cookie) return cookie;
    if (!tokenParam) return undefined;
    const fromBody = (request.body as { access_token?: unknown } | undefined)?.access_token;
    const fromQuery = (request.query as { access_token?: unknown } | undefined)?.access_token;
    const candidate = fromBody ?? fromQuery;
    return typeof candidate === 'string' && candidate ? candidate : undefined;
  }
}

export function actorOf(session: AuthSession): Actor {
  return session.role === 'Dealer' && session.dealerId
    ? { userId: session.userId, role: 'Dealer', actingForDealerId: session.dealerId }
    : { userId: session.userId, role: session.role };
}
