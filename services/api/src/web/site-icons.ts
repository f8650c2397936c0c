import { siteMarkSvg } from '@autoleasing/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderPng } from './ssr/og-image';

/**
 * The site's icons, all drawn from the one logo mark (contracts SITE_MARK): /favicon.svg for
 * browsers, /favicon.ico for those that ask for it on their own (a PDF tab, older browsers) at the
 * 48 px search engines want at least, and /apple-touch-icon.png (180 px) for phone home screens.
 * A data: URI favicon, as before, is nothing a search engine can fetch for its result pages.
 */
export const ICO_PIXELS = 48;
export const TOUCH_PIXELS = 180;

const png = (pixels: number, square = false): Buffer => renderPng(siteMarkSvg(pixels, { square }), pixels);

/** An .ico file holding one PNG image: the 6-byte ICONDIR, one 16-byte ICONDIRENTRY, the PNG. */
export function icoOf(image: Buffer, pixels: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon (bytes 0–1 are reserved, 0)
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(pixels % 256, 6); // width and height; 0 would mean 256
  header.writeUInt8(pixels % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes (no palette: bytes 8–9 stay 0)
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, image]);
}

interface Icons {
  svg: Buffer;
  ico: Buffer;
  touch: Buffer;
}

let rendered: Icons | undefined;

/** Rendered on the first request and kept: they change only with a new build. */
function icons(): Icons {
  rendered ??= { svg: Buffer.from(siteMarkSvg()), ico: icoOf(png(ICO_PIXELS), ICO_PIXELS), touch: png(TOUCH_PIXELS, true) };
  return rendered;
}

const send = (reply: FastifyReply, type: string, body: Buffer) => reply.type(type).header('cache-control', 'public, max-age=86400').send(body);

export function registerSiteIcons(fastify: FastifyInstance): void {
  fastify.get('/favicon.svg', (_request, reply) => send(reply, 'image/svg+xml', icons().svg));
  fastify.get('/favicon.ico', (_request, reply) => send(reply, 'image/x-icon', icons().ico));
  fastify.get('/apple-touch-icon.png', (_request, reply) => send(reply, 'image/png', icons().touch));
}
