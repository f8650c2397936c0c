/**
 * The logo mark (a car's roof line on two wheels, 32 × 32 units): drawn by the web's header logo
 * and by the api's favicon, touch icon and Open Graph card, so every copy of the mark is this one.
 */
export const SITE_MARK = {
  size: 32,
  cornerRadius: 8,
  roof: 'M7 21.5l4.2-8.2c.4-.8 1.2-1.3 2.1-1.3h5.4c.9 0 1.7.5 2.1 1.3l4.2 8.2',
  roofWidth: 2.2,
  wheels: [
    { cx: 11, cy: 21.5 },
    { cx: 21, cy: 21.5 },
  ],
  wheelRadius: 1.6,
  colours: { brand: '#0b3a66', roof: '#ffffff', wheels: '#e0a526' },
} as const;

/**
 * The mark's shapes in the site's colours, in its 32-unit space, for an SVG document to place.
 * `square`: no rounded corners (touch icons, which the device rounds itself).
 */
export function siteMarkShapes(options: { square?: boolean } = {}): string {
  const { size, cornerRadius, roof, roofWidth, wheels, wheelRadius, colours } = SITE_MARK;
  return (
    `<rect width="${size}" height="${size}" rx="${options.square ? 0 : cornerRadius}" fill="${colours.brand}"/>` +
    `<path d="${roof}" fill="none" stroke="${colours.roof}" stroke-width="${roofWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    wheels.map(({ cx, cy }) => `<circle cx="${cx}" cy="${cy}" r="${wheelRadius}" fill="${colours.wheels}"/>`).join('')
  );
}

/** The mark as a standalone SVG document of `pixels` × `pixels` (the favicon at 32). */
export function siteMarkSvg(pixels: number = SITE_MARK.size, options: { square?: boolean } = {}): string {
  const { size } = SITE_MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}">${siteMarkShapes(options)}</svg>`;
}
