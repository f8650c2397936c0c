import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/**
 * The HTML shell, compressed once at the top brotli/gzip levels. It goes out from the 404 path
 * (the exception filter), which @fastify/compress does not see: it only hooks routes.
 */
export class PageShell {
  private readonly encoded: Record<Encoding, Buffer>;

  constructor(private readonly html: string) {
    const raw = Buffer.from(html);
    this.encoded = {
      br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const encoding = negotiate<Encoding>(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    void reply.status(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (!encoding) {
      void reply.send(this.html);
      return;
    }
    void reply.header('content-encoding', encoding).send(this.encoded[encoding]);
  }
}
