import { auditTrailProjection } from './audit-trail';
import { dealsProjection } from './deals';
import type { Projection } from './runtime/projection';

/** Every projection the runner processes start. A new read model adds one line here. */
export const PROJECTIONS: readonly Projection[] = [auditTrailProjection, dealsProjection];

export function findProjection(name: string, projections: readonly Projection[] = PROJECTIONS): Projection | undefined {
  return projections.find((p) => p.name === name);
}

export function projectionNames(projections: readonly Projection[] = PROJECTIONS): string[] {
  return projections.map((p) => p.name);
}
