import { DEAL_MAIL_KINDS, DEAL_MAIL_LABELS, isRequiredDealMail, type DealMailKind, type DealMailPreferenceDto } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/**
 * customer_mail_preferences: which optional deal e-mails the customer gets (issue 17). The
 * required ones are listed as always on; a kind never chosen is on.
 */
@Injectable()
export class MailPreferencesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(customerId: string): Promise<DealMailPreferenceDto[]> {
    const { rows } = await this.pool.query<{ kind: string; enabled: boolean }>('SELECT kind, enabled FROM customer_mail_preferences WHERE customer_id = $1', [customerId]);
    const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
    return DEAL_MAIL_KINDS.map((kind) => {
      const required = isRequiredDealMail(kind);
      return { kind, label: DEAL_MAIL_LABELS[kind], required, enabled: required || (stored.get(kind) ?? true) };
    });
  }

  async save(customerId: string, kind: DealMailKind, enabled: boolean): Promise<void> {
    await this.pool.query(
      `INSERT INTO customer_mail_preferences (customer_id, kind, enabled, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (customer_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [customerId, kind, enabled],
    );
  }

  /** Erasure (GDPR art. 17): the customer's choices, inside the eraser's transaction. */
  async eraseFor(client: PoolClient, customerId: string): Promise<void> {
    await client.query('DELETE FROM customer_mail_preferences WHERE customer_id = $1', [customerId]);
  }
}
