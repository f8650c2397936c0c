import { isUuid, type Actor } from '@autoleasing/contracts';
import { dealerScope, notFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import type { AuthSession } from '../../wall/auth/session.store';

export interface DealerContext {
  dealerId: string;
  /** Who acts: a Dealer for their own dealer, or an Admin acting for the dealer in the path. */
  actor: Actor;
}

/**
 * The dealer scope rule of spec 6 for the dealer area: a Dealer sees only their own dealer id;
 * an Admin acts for the dealer chosen in the path (events carry both identities). Another
 * dealer's id answers 404, as if it did not exist, so ids cannot be probed. Customers and
 * visitors never get here (the route's @RequiresLogin roles answer 403/401).
 */
@Injectable()
export class DealerAccess {
  private readonly known = new Set<string>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async resolve(session: AuthSession, pathDealerId: string): Promise<DealerContext> {
    const missing = () => notFound('discount_scope_not_found', 'Dieser Händler wurde nicht gefunden.');
    if (!isUuid(pathDealerId)) throw missing();
    const dealerId = dealerScope({ userId: session.userId, role: session.role }, { ownDealerId: session.dealerId, chosenDealerId: pathDealerId.toLowerCase() });
    if (dealerId !== pathDealerId.toLowerCase()) throw missing();
    if (!this.known.has(dealerId)) {
      const { rowCount } = await this.pool.query('SELECT 1 FROM dealers WHERE id = $1', [dealerId]);
      if (!rowCount) throw missing();
      // Dealers are not deleted: once seen, one fewer round trip on every call of the dealer area.
      if (this.known.size > 10_000) this.known.clear();
      this.known.add(dealerId);
    }
    return { dealerId, actor: { userId: session.userId, role: session.role, actingForDealerId: dealerId } };
  }
}
