/** A corner of an outline; r rounds it, arcTo draws a wheel arch to the next point. */
export interface OutlinePoint {
  x: number;
  y: number;
  r?: number;
  arcTo?: { radius: number; large: boolean };
}

const n = (value: number) => Number(value.toFixed(1));

function toward(from: OutlinePoint, to: OutlinePoint, distance: number): [number, number] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const t = Math.min(distance / length, 0.5);
  return [n(from.x + dx * t), n(from.y + dy * t)];
}

/**
 * A closed outline with rounded corners (a quadratic curve through each corner) and arcs where
 * asked. Rounding keeps the shapes soft like car bodies without hand-written Bézier paths.
 */
export function outlinePath(points: readonly OutlinePoint[]): string {
  const parts = [`M${n(points[0].x)} ${n(points[0].y)}`];
  for (let i = 1; i <= points.length; i++) {
    const point = points[i % points.length];
    const previous = points[i - 1];
    if (previous.arcTo) {
      parts.push(`A${previous.arcTo.radius} ${previous.arcTo.radius} 0 ${previous.arcTo.large ? 1 : 0} 0 ${n(point.x)} ${n(point.y)}`);
      continue;
    }
    const r = point.r ?? 0;
    if (r <= 0 || i === points.length) {
      parts.push(`L${n(point.x)} ${n(point.y)}`);
      continue;
    }
    const next = points[(i + 1) % points.length];
    const [ax, ay] = toward(point, previous, r);
    const [bx, by] = toward(point, next, r);
    parts.push(`L${ax} ${ay}Q${n(point.x)} ${n(point.y)} ${bx} ${by}`);
  }
  return `${parts.join('')}Z`;
}

/** x on the straight line through a and b at height y. */
export function xAt(a: { x: number; y: number }, b: { x: number; y: number }, y: number): number {
  return a.y === b.y ? a.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
}
