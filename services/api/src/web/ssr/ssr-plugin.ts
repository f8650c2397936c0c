import { isUuid } from '@autoleasing/contracts';
import { NotFoundException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from '../../common/http/error-mapping';
import { isServerPath } from '../web-app';
import { inProcessFetch } from './in-process-fetch';
import { carCardPng, siteCardPng } from './og-image';
import type { ServerEntry } from './server-entry';

export interface SsrOptions {
  entry: ServerEntry;
  /** The built index.html (with the SSR marks). */
  template: string;
  publicOrigin: string;
}

/**
 * The web's pages on the API's one port (docs/public-site.md): public pages rendered on the server
 * with their data and real status, the rest as the client-rendered shell, and the Open Graph
 * pictures the pages name. One catch-all GET route, so redirects registered as hooks or own
 * routes (seo-urls) come first; API paths and missing files fall through to the JSON/404 handler.
 */
export function registerSsr(fastify: FastifyInstance, options: SsrOptions): void {
  fastify.get('/og/site.png', (_request, reply) => sendPng(reply, siteCardPng()));
  fastify.get<{ Params: { file: string } }>('/og/car/:file', (request, reply) => carPicture(fastify, request, reply));
  fastify.get('/*', (request, reply) => page(fastify, options, request, reply));
}

/** API paths go on to the API's own 404 (JSON); anything else ends here as the German 404. */
function notFound(reply: FastifyReply): FastifyReply {
  const { body } = mapError(new NotFoundException());
  return reply.status(404).header('cache-control', 'no-store').send({ ...body, requestId: reply.request.id });
}

function sendPng(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
}

async function carPicture(fastify: FastifyInstance, request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply): Promise<FastifyReply> {
  const { file } = request.params;
  const id = file.endsWith('.png') ? file.slice(0, -'.png'.length) : undefined;
  if (!isUuid(id)) return notFound(reply);
  const call = inProcessFetch(fastify, request);
  const product = await call(`/api/v1/products/${id}`);
  if (!product.ok) return notFound(reply);
  const imageUrl = ((await product.json()) as { car_spec: { image_url: string } }).car_spec.image_url;
  const drawing = await call(imageUrl);
  if (!drawing.ok) return notFound(reply);
  return sendPng(reply, carCardPng(imageUrl, await drawing.text()));
}

/** A file name with an extension is a file, never a page: a missing one is a plain 404. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

async function page(fastify: FastifyInstance, options: SsrOptions, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const pathname = request.url.split('?')[0];
  if (isServerPath(request.url)) {
    reply.callNotFound();
    return reply;
  }
  if (looksLikeFile(pathname)) return notFound(reply);
  const result = await options.entry.render({
    url: `${options.publicOrigin}${request.url}`,
    origin: options.publicOrigin,
    cookie: request.headers.cookie ?? '',
    template: options.template,
    fetch: inProcessFetch(fastify, request),
  });
  // The HTML depends on the visitor's cookies (group, session): never shared by caches.
  void reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
  if (result.kind === 'shell') return reply.status(200).send(options.template);
  result.onError((error) => request.log.error({ err: error, url: request.url }, 'server render failed while streaming'));
  return reply.status(result.status).send(result.body);
}
