import type { PaintShades } from './paints';
import { GROUND_Y, type SideProfile } from './side-shapes';
import { outlinePath, xAt, type OutlinePoint } from './svg-path';

const TYRE = '#1c1f24';
const GLASS = 'url(#glass)';
const TRIM = '#2a2e35';

/** The body outline: bumper, hood, windshield, roof, rear, then the sill with two wheel arches. */
function bodyOutline(p: SideProfile): OutlinePoint[] {
  const [frontWheel, rearWheel] = p.wheels;
  const wheelY = GROUND_Y - p.wheelRadius;
  const archRadius = p.wheelRadius + 5;
  const dy = p.sill - wheelY;
  const dx = Math.sqrt(Math.max(archRadius ** 2 - dy ** 2, 1));
  const arch = { radius: archRadius, large: dy > 0 };
  const top: OutlinePoint[] = p.roof
    ? [
        { x: p.roof.fromX, y: p.roof.y, r: 16 },
        { x: p.roof.toX, y: p.roof.y, r: p.cBase - p.roof.toX < 30 ? 10 : 22 },
      ]
    : [];
  return [
    { x: p.front + 6, y: p.sill },
    { x: p.front, y: p.noseY + 10, r: 8 },
    { x: p.front + 4, y: p.noseY, r: 6 },
    { x: p.front + 22, y: p.hoodY, r: 12 },
    { x: p.aBase, y: p.beltY, r: 6 },
    ...top,
    { x: p.cBase, y: p.roof ? p.beltY : p.beltY + 1, r: p.roof && p.cBase >= p.rear - 10 ? 4 : 8 },
    { x: p.rear - 2, y: p.tailY, r: 6 },
    { x: p.rear, y: p.sill - 14, r: 6 },
    { x: p.rear - 6, y: p.sill, r: 4 },
    { x: rearWheel + dx, y: p.sill, arcTo: arch },
    { x: rearWheel - dx, y: p.sill },
    { x: frontWheel + dx, y: p.sill, arcTo: arch },
    { x: frontWheel - dx, y: p.sill },
  ];
}

/** Side glass between windshield and rear window, inset from the body so the pillars show. */
function glass(p: SideProfile): string {
  if (!p.roof) {
    // Top down: a low wind deflector behind the seats and the windshield frame.
    return '';
  }
  const top = p.roof.y + 5;
  const bottom = p.beltY - 3;
  const aFoot = { x: p.aBase, y: p.beltY };
  const aTop = { x: p.roof.fromX, y: p.roof.y };
  const cTop = { x: p.roof.toX, y: p.roof.y };
  const cFoot = { x: p.cBase, y: p.beltY };
  const endX = p.glassEndX;
  const points: OutlinePoint[] = [
    { x: xAt(aFoot, aTop, bottom) + 7, y: bottom },
    { x: xAt(aFoot, aTop, top) + 6, y: top, r: 5 },
    { x: endX ?? xAt(cFoot, cTop, top) - 7, y: top, r: endX ? 2 : 6 },
    { x: endX ?? xAt(cFoot, cTop, bottom) - 9, y: bottom, r: 2 },
  ];
  return `<path d="${outlinePath(points)}" fill="${GLASS}" stroke="${TRIM}" stroke-width="1.2"/>`;
}

function wheel(x: number, radius: number): string {
  const y = GROUND_Y - radius;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const inner = radius * 0.18;
    const outer = radius * 0.56;
    return `<line x1="${(x + inner * Math.cos(angle)).toFixed(1)}" y1="${(y + inner * Math.sin(angle)).toFixed(1)}" x2="${(x + outer * Math.cos(angle)).toFixed(1)}" y2="${(y + outer * Math.sin(angle)).toFixed(1)}"/>`;
  }).join('');
  return `<g><circle cx="${x}" cy="${y}" r="${radius}" fill="${TYRE}"/>`
    + `<circle cx="${x}" cy="${y}" r="${(radius * 0.62).toFixed(1)}" fill="url(#rim)" stroke="#8d949e" stroke-width="1"/>`
    + `<g stroke="#7a818b" stroke-width="${(radius * 0.12).toFixed(1)}" stroke-linecap="round">${spokes}</g>`
    + `<circle cx="${x}" cy="${y}" r="${(radius * 0.14).toFixed(1)}" fill="#5b626c"/></g>`;
}

/** Lights, door lines, handles and mirror: small marks that make the outline read as a car. */
function details(p: SideProfile, paint: PaintShades): string {
  const parts: string[] = [];
  const doorTop = p.beltY + 1;
  const doorBottom = p.sill - 4;
  for (const x of p.doors) parts.push(`<line x1="${x}" y1="${doorTop}" x2="${x + 1}" y2="${doorBottom}" stroke="${paint.outline}" stroke-width="1.1" opacity="0.7"/>`);
  const handles = p.doors.slice(0, -1).map((x, i) => Math.min(x + 34, (x + p.doors[i + 1]) / 2 + 10));
  for (const x of p.glassEndX ? handles.slice(0, 1) : handles) {
    parts.push(`<rect x="${x}" y="${p.beltY + 9}" width="14" height="3.5" rx="1.7" fill="${paint.dark}" stroke="${paint.outline}" stroke-width="0.6"/>`);
  }
  // Headlight at the front corner, tail light at the rear, a darker bumper strip below both.
  parts.push(`<path d="M${p.front + 3} ${p.noseY + 2}Q${p.front + 10} ${p.hoodY - 1} ${p.front + 26} ${p.hoodY + 2}L${p.front + 24} ${p.hoodY + 8}Q${p.front + 12} ${p.noseY + 6} ${p.front + 3} ${p.noseY + 7}Z" fill="#eef3f8" stroke="${TRIM}" stroke-width="1"/>`);
  const tailTop = Math.max(p.tailY + 4, p.beltY);
  parts.push(`<rect x="${p.rear - 9}" y="${tailTop}" width="8" height="${p.glassEndX ? 22 : 10}" rx="2" fill="#c1121f" stroke="${TRIM}" stroke-width="0.8"/>`);
  parts.push(`<path d="M${p.front + 2} ${p.sill - 12}L${p.front + 36} ${p.sill - 12}" stroke="${TRIM}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`);
  parts.push(`<path d="M${p.rear - 30} ${p.sill - 10}L${p.rear - 1} ${p.sill - 10}" stroke="${TRIM}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`);
  // Mirror at the A-pillar foot.
  parts.push(`<path d="M${p.aBase - 2} ${p.beltY - 2}l-9 -2q-3 6 1 9l9 0z" fill="${paint.base}" stroke="${paint.outline}" stroke-width="1"/>`);
  if (p.roofRails && p.roof) parts.push(`<rect x="${p.roof.fromX + 14}" y="${p.roof.y - 4}" width="${p.roof.toX - p.roof.fromX - 20}" height="3.5" rx="1.5" fill="${TRIM}"/>`);
  if (p.cladding) parts.push(`<path d="M${p.front + 34} ${p.sill - 5}H${p.rear - 34}" stroke="${TRIM}" stroke-width="8" opacity="0.85"/>`);
  return parts.join('');
}

/** Cabrio with the top down: windshield frame, headrests and the folded soft top. */
function openTop(p: SideProfile): string {
  const frameTopX = p.aBase + 30;
  const frameTopY = p.beltY - 34;
  return `<path d="M${p.aBase + 2} ${p.beltY - 1}L${frameTopX} ${frameTopY}L${frameTopX + 8} ${frameTopY}L${p.aBase + 14} ${p.beltY - 1}Z" fill="${GLASS}" stroke="${TRIM}" stroke-width="2.5" stroke-linejoin="round"/>`
    + `<rect x="${p.aBase + 52}" y="${p.beltY - 20}" width="9" height="20" rx="4" fill="${TRIM}"/>`
    + `<rect x="${p.aBase + 92}" y="${p.beltY - 20}" width="9" height="20" rx="4" fill="${TRIM}"/>`
    + `<path d="M${p.cBase - 44} ${p.beltY + 1}Q${p.cBase - 40} ${p.beltY - 13} ${p.cBase - 16} ${p.beltY - 12}Q${p.cBase + 2} ${p.beltY - 10} ${p.cBase + 4} ${p.beltY + 1}Z" fill="#2b2f36"/>`;
}

export function renderSide(p: SideProfile, paint: PaintShades): string {
  const outline = outlinePath(bodyOutline(p));
  const pillars = p.roof
    ? p.pillars.map((x) => `<rect x="${x}" y="${p.roof!.y + 3}" width="7" height="${p.beltY - p.roof!.y - 3}" fill="${paint.base}"/>`).join('')
    : '';
  return `<ellipse cx="${(p.front + p.rear) / 2}" cy="${GROUND_Y + 2}" rx="${(p.rear - p.front) / 2 + 8}" ry="6" fill="#000" opacity="0.14"/>`
    + `<path d="${outline}" fill="url(#paint)" stroke="${paint.outline}" stroke-width="2" stroke-linejoin="round"/>`
    + glass(p)
    + pillars
    + (p.roof ? '' : openTop(p))
    + details(p, paint)
    + p.wheels.map((x) => wheel(x, p.wheelRadius)).join('');
}
