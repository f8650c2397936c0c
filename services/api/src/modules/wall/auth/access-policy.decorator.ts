import type { UserRole } from '@autoleasing/contracts';
import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AuthSession } from './session.store';

export interface AccessPolicy {
  /** Roles allowed; empty = any logged-in user. */
  roles: readonly UserRole[];
  /** Spec 6: the terms gate does not apply (accept_new_tncs, authentication paths, sign_out). */
  termsExempt: boolean;
  /** PUT consent: the token may also come as `access_token` in the body or query (spec 7.4). */
  tokenParam: boolean;
  /** Reachable by staff who have not enrolled a second factor yet (the enrolment itself). */
  enrolmentExempt: boolean;
}

export const ACCESS_POLICY = 'wall:access-policy';

/**
 * Marks a route as needing a logged-in user, optionally of certain roles. Routes without it are
 * public; the guard still recognises a logged-in caller there (RequestActor).
 */
export const RequiresLogin = (policy: Partial<AccessPolicy> = {}) =>
  SetMetadata(ACCESS_POLICY, { roles: [], termsExempt: false, tokenParam: false, enrolmentExempt: false, ...policy } satisfies AccessPolicy);

export interface RequestWithSession {
  authSession?: AuthSession;
}

/** The session of a route marked @RequiresLogin (the guard guarantees it is there). */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): AuthSession => {
  const session = context.switchToHttp().getRequest<RequestWithSession>().authSession;
  if (!session) throw new Error('CurrentSession used on a route without @RequiresLogin');
  return session;
});

/** The session if the caller is logged in, on any route. */
export const OptionalSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthSession | null => context.switchToHttp().getRequest<RequestWithSession>().authSession ?? null,
);
