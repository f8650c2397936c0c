import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerPath } from '../../../web/web-app';
import { legacyRedirectTarget } from './legacy-redirects';
import { URL_ERROR_TARGET, violatesUrlRules } from './url-validation';

/** Decides for one page request: a redirect, or null to serve the page as usual. */
export function pageRouting(rawUrl: string): { status: 301 | 302; location: string } | null {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null; // Broken encoding: Fastify answers it with its German 400.
  }
  // Files (assets, favicon, robots.txt) are never pages.
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return null;
  const legacy = legacyRedirectTarget(pathname, search);
  if (legacy) return { status: 301, location: legacy };
  return violatesUrlRules(pathname, new URLSearchParams(search)) ? { status: 302, location: URL_ERROR_TARGET } : null;
}

/**
 * Old URLs and URL checks (spec 2.1, 5.1) run before routing, for page requests only: API paths
 * (/api, /fe-api, /newsletter …) are never touched. Crawlers get exactly what browsers get.
 * Registered from a provider because providers are built before Nest adds its routes.
 */
@Injectable()
export class PageRoutingHook {
  constructor(host: HttpAdapterHost) {
    const fastify = host.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.url)) return;
      const decision = pageRouting(request.url);
      if (!decision) return;
      await reply.status(decision.status).header('location', decision.location).header('cache-control', decision.status === 301 ? 'public, max-age=86400' : 'no-store').send();
    });
  }
}
