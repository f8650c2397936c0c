import type { FastifyReply } from 'fastify';

/** Crawlers come often; the data behind the files changes with the projections, so an hour is fresh enough. */
const CACHE = 'public, max-age=3600';

/** Sends a robots.txt or a sitemap with its type and cache time; set only on success (errors go out as JSON). */
export function crawlerFile(reply: FastifyReply, contentType: 'text/plain' | 'application/xml', body: string): string {
  void reply.header('content-type', `${contentType}; charset=utf-8`).header('cache-control', CACHE);
  return body;
}
