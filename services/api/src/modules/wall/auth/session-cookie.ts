import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (cross-site POSTs do not carry
 * it), Secure in production. One cookie with a token value (base64url and dots only) needs no
 * general cookie library.
 */
export const SESSION_COOKIE = 'autoleasing_session';

export function readSessionCookie(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  void reply.header('set-cookie', [...list, cookie]);
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${SESSION_COOKIE}=${value}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean): void {
  if (!/^[A-Za-z0-9_.-]+$/.test(token)) throw new Error('Session token has characters a cookie cannot carry');
  appendCookie(reply, cookie(token, maxAgeSeconds, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  appendCookie(reply, cookie('', 0, secure));
}
