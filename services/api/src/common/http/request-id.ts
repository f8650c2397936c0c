import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Request ids: honour a caller's X-Request-Id when it looks like an id (so a trace crosses
 * services), otherwise mint one. Never echo arbitrary header text into logs.
 */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
