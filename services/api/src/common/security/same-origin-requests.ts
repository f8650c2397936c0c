import type { ApiErrorBody } from '@autoleasing/contracts';
import type { IncomingHttpHeaders } from 'node:http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The only routes that take multipart bodies (the signed document upload target, the discount table import). */
const MULTIPART_ROUTES = new Set(['/api/v1/uploads']);
const MULTIPART_ROUTE_PATTERNS = [/^\/api\/v1\/dealers\/[0-9a-f-]{36}\/discounts\/import$/i];
const takesMultipart = (path: string) => MULTIPART_ROUTES.has(path) || MULTIPART_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
/** Sec-Fetch-Site values of a request the site itself made (or the user typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_ORIGIN_REFUSED: ApiErrorBody = {
  statusCode: 403,
  code: 'cross_origin_request',
  message: 'Diese Anfrage kommt nicht von unserer Website und wurde deshalb abgelehnt.',
};
export const JSON_REQUIRED: ApiErrorBody = {
  statusCode: 415,
  code: 'json_required',
  message: 'Bitte senden Sie die Daten als JSON (Content-Type: application/json).',
};

export interface StateChangingRequest {
  method: string;
  /** Path with query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The origin the request was sent to (protocol and host as the server sees them). */
  ownOrigin: string;
}

function mediaTypeOf(headers: IncomingHttpHeaders): string | null {
  const header = headers['content-type'];
  if (!header) return null;
  return header.split(';')[0].trim().toLowerCase();
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence (issue 20, item 4), decided from the headers alone before the body is read:
 * - a browser sends `Origin` on every cross-origin POST/PUT/PATCH/DELETE (and on same-origin
 *   ones in all current engines); it must be our public origin or the origin the request reached.
 *   Without `Origin`, `Sec-Fetch-Site` must say `same-origin` or `none`. Another port or
 *   subdomain of the same site is `same-site`, and refused: SameSite=Lax does not stop it.
 * - a request with neither header does not come from a browser's page (curl, server-to-server,
 *   supertest) and cannot carry a victim's cookie on its own: it passes.
 * - a body must be JSON (multipart only on the upload target), so no HTML form can produce one:
 *   form-encoded and text/plain are refused even from our own origin.
 * Returns the error to answer with, or null when the request may go on.
 */
export function stateChangingRequestProblem(request: StateChangingRequest, publicOrigin: string): ApiErrorBody | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin !== publicOrigin && origin !== request.ownOrigin) return CROSS_ORIGIN_REFUSED;
  } else {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !OWN_FETCH_SITES.has(String(site).toLowerCase())) return CROSS_ORIGIN_REFUSED;
  }
  const mediaType = mediaTypeOf(request.headers);
  if (mediaType === null) return hasBody(request.headers) ? JSON_REQUIRED : null;
  if (mediaType === 'application/json') return null;
  if (mediaType === 'multipart/form-data' && takesMultipart(request.url.split('?')[0])) return null;
  return JSON_REQUIRED;
}
