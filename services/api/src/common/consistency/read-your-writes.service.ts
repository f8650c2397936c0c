import type { GlobalPosition } from '@autoleasing/infra';
import { waitForProjections } from '@autoleasing/projections';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../core/tokens';

export interface Consistency {
  /** The command's global position, as text (bigint is not JSON). */
  position: string | null;
  /** Whether the named projections had reached it when we answered. */
  caughtUp: boolean;
}

/**
 * Read-your-own-writes (DESIGN.md): a command's answer waits, bounded by about 2 s, until the
 * projections the next page reads have reached the command's position. It answers either way
 * and says which, so the web can refetch a little later when `caughtUp` is false.
 */
@Injectable()
export class ReadYourWritesService {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waitFor(position: GlobalPosition | null, projections: readonly string[], timeoutMs = 2000): Promise<Consistency> {
    if (position === null || projections.length === 0) return { position: position?.toString() ?? null, caughtUp: true };
    const caughtUp = await waitForProjections({ pool: this.pool, names: projections, position, timeoutMs });
    return { position: position.toString(), caughtUp };
  }
}
