import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CustomerGroup, UserRole } from '@autoleasing/contracts';

/**
 * Signed tokens (JWT, HS256) built on node:crypto: a dependency-free signature we can read in
 * twenty lines. The access token names its session, so logout and password changes revoke it
 * server-side even before it expires.
 */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: UserRole;
  customer_group: CustomerGroup | null;
  dealer_id: string | null;
  iat: number;
  exp: number;
  typ: 'access';
}

export interface IdTokenClaims {
  sub: string;
  email: string;
  role: UserRole;
  customer_group: CustomerGroup | null;
  iat: number;
  exp: number;
  typ: 'id';
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signature(secret: string, input: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(claims: AccessTokenClaims | IdTokenClaims, secret: string): string {
  const input = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${signature(secret, input).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired access token; null for anything else. */
export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = signature(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  // Constant-time: the comparison must not tell an attacker how many bytes were right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<AccessTokenClaims>;
  } catch {
    return null;
  }
  if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  return claims as AccessTokenClaims;
}

/**
 * verifyAccessToken with a memory of the tokens it has verified, so a client's every request does
 * not pay for the HMAC and the JSON again: the same string under the same secret verifies the
 * same way. Expiry is checked on every call; at most `capacity` tokens are kept, oldest out first.
 */
export class VerifiedAccessTokens {
  private readonly claimsByToken = new Map<string, AccessTokenClaims>();

  constructor(
    private readonly secret: string,
    private readonly capacity = 10_000,
  ) {}

  verify(token: string, nowSeconds: number): AccessTokenClaims | null {
    let claims = this.claimsByToken.get(token);
    if (!claims) {
      claims = verifyAccessToken(token, this.secret, nowSeconds) ?? undefined;
      if (!claims) return null;
      if (this.claimsByToken.size >= this.capacity) this.claimsByToken.delete(this.claimsByToken.keys().next().value as string);
      this.claimsByToken.set(token, claims);
    }
    if (claims.exp > nowSeconds) return claims;
    this.claimsByToken.delete(token);
    return null;
  }
}
