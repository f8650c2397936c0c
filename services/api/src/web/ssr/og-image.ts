import { SITE_MARK, siteMarkShapes } from '@autoleasing/contracts';
import { Resvg } from '@resvg/resvg-js';

/**
 * Open Graph pictures (issue 18, item 2): messengers and search engines want a raster image of
 * 1200 × 630, our catalogue has SVG drawings. The drawing is placed on a card in the site's
 * colours and rendered to PNG with resvg; a drawing depends only on body type, paint and view,
 * so the few distinct PNGs are kept in memory once rendered.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BRAND = SITE_MARK.colours.brand;
const MAX_CACHED = 200;

const cache = new Map<string, Buffer>();

function remember(key: string, png: Buffer): Buffer {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

/** An SVG document rendered to a PNG `width` pixels wide (resvg, no system fonts: our drawings have no text). */
export function renderPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

const toPng = (svg: string) => renderPng(svg, OG_WIDTH);

/** The card every Open Graph picture shares: light ground, the brand's band on top, `content` on it. */
function card(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`
    + `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#eef3f8"/><rect width="${OG_WIDTH}" height="24" fill="${BRAND}"/>${content}</svg>`;
}

/** The car drawing (its own SVG document, 400 × 180) centred on the card as an embedded image. */
export function carCardSvg(drawing: string): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(drawing).toString('base64')}`;
  return card(`<image x="150" y="165" width="900" height="405" href="${href}"/>`);
}

/** The site's card: the logo mark (as the favicon) large on the light card colour. */
export function siteCardSvg(): string {
  return card(`<g transform="translate(440 155) scale(10)">${siteMarkShapes()}</g>`);
}

export function carCardPng(drawingUrl: string, drawing: string): Buffer {
  return cache.get(drawingUrl) ?? remember(drawingUrl, toPng(carCardSvg(drawing)));
}

export function siteCardPng(): Buffer {
  return cache.get('site') ?? remember('site', toPng(siteCardSvg()));
}
