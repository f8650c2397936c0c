import type { BodyType } from '@autoleasing/contracts';
import type { PaintShades } from './paints';
import { GROUND_Y, SIDE_PROFILES } from './side-shapes';
import { outlinePath } from './svg-path';

const CENTER = 200;
const TRIM = '#2a2e35';

/** Half the body width seen from the front, and how much the roof narrows (transporters hardly). */
const WIDTH: Readonly<Record<BodyType, { half: number; roof: number }>> = {
  small: { half: 76, roof: 0.76 },
  compact: { half: 82, roof: 0.74 },
  limousine: { half: 88, roof: 0.7 },
  estate: { half: 88, roof: 0.72 },
  suv: { half: 94, roof: 0.78 },
  van: { half: 90, roof: 0.82 },
  transporter: { half: 98, roof: 0.92 },
  cabrio: { half: 86, roof: 0.7 },
  coupe: { half: 90, roof: 0.66 },
};

/**
 * Front view: heights come from the side profile (same belt, roof and ground clearance), widths
 * from the table above, so the two views of one body type agree.
 */
export function renderFront(bodyType: BodyType, paint: PaintShades): string {
  const side = SIDE_PROFILES[bodyType];
  const { half, roof } = WIDTH[bodyType];
  const roofHalf = half * roof;
  const roofY = side.roof?.y ?? side.beltY - 30;
  const tyreTop = GROUND_Y - side.wheelRadius * 1.1;
  const body = outlinePath([
    { x: CENTER - half + 6, y: side.sill + 6 },
    { x: CENTER - half, y: side.hoodY + 6, r: 10 },
    { x: CENTER - half + 8, y: side.beltY, r: 6 },
    { x: CENTER + half - 8, y: side.beltY, r: 6 },
    { x: CENTER + half, y: side.hoodY + 6, r: 10 },
    { x: CENTER + half - 6, y: side.sill + 6, r: 6 },
  ]);
  const cabin = side.roof
    ? outlinePath([
        { x: CENTER - half + 12, y: side.beltY + 1 },
        { x: CENTER - roofHalf, y: roofY, r: 10 },
        { x: CENTER + roofHalf, y: roofY, r: 10 },
        { x: CENTER + half - 12, y: side.beltY + 1 },
      ])
    : '';
  const windshieldTop = side.roof ? roofY + 6 : roofY;
  const windshield = outlinePath([
    { x: CENTER - half + 20, y: side.beltY - 2 },
    { x: CENTER - roofHalf + 7, y: windshieldTop, r: 6 },
    { x: CENTER + roofHalf - 7, y: windshieldTop, r: 6 },
    { x: CENTER + half - 20, y: side.beltY - 2 },
  ]);
  const lightY = side.hoodY + 8;
  const lights = [-1, 1]
    .map((s) => `<path d="M${CENTER + s * (half - 8)} ${lightY}L${CENTER + s * (half - 34)} ${lightY + 2}L${CENTER + s * (half - 34)} ${lightY + 10}L${CENTER + s * (half - 10)} ${lightY + 9}Z" fill="#eef3f8" stroke="${TRIM}" stroke-width="1"/>`)
    .join('');
  const mirrors = [-1, 1]
    .map((s) => `<path d="M${CENTER + s * (half - 4)} ${side.beltY - 4}l${s * 14} -4l0 10l${s * -14} 2z" fill="${paint.base}" stroke="${paint.outline}" stroke-width="1"/>`)
    .join('');
  const tyres = [-1, 1]
    .map((s) => `<rect x="${CENTER + s * (half - 16) - (s > 0 ? 0 : 22)}" y="${tyreTop}" width="22" height="${GROUND_Y - tyreTop}" rx="5" fill="#1c1f24"/>`)
    .join('');
  const grilleY = lightY + 14;
  return `<ellipse cx="${CENTER}" cy="${GROUND_Y + 2}" rx="${half + 14}" ry="6" fill="#000" opacity="0.14"/>`
    + tyres
    + mirrors
    + (cabin ? `<path d="${cabin}" fill="url(#paint)" stroke="${paint.outline}" stroke-width="2" stroke-linejoin="round"/>` : '')
    + `<path d="${windshield}" fill="url(#glass)" stroke="${TRIM}" stroke-width="${side.roof ? 1.2 : 2.5}"/>`
    + `<path d="${body}" fill="url(#paint)" stroke="${paint.outline}" stroke-width="2" stroke-linejoin="round"/>`
    + lights
    + `<rect x="${CENTER - half * 0.42}" y="${grilleY}" width="${half * 0.84}" height="${Math.max(side.sill - grilleY - 8, 10)}" rx="6" fill="${TRIM}"/>`
    + `<rect x="${CENTER - 26}" y="${side.sill - 4}" width="52" height="11" rx="1.5" fill="#f7f7f2" stroke="${TRIM}" stroke-width="1"/>`;
}
