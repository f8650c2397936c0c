import {
  CUSTOMER_DETAILS_KINDS,
  type CheckoutCustomerDto,
  type CustomerDetailsDtos,
  type CustomerDetailsKind,
  type CustomerGroup,
  germanDateToIso,
} from '@autoleasing/contracts';
import { customerNotFound } from '@autoleasing/domain';
import { CUSTOMER_DETAILS_TABLE, customerDetailsByKind } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/** The upsert of one kind's details; `user` and `data` are placeholders or escaped literals. */
function upsertSql(kind: CustomerDetailsKind, user: string, data: string): string {
  return `INSERT INTO ${CUSTOMER_DETAILS_TABLE[kind]} (user_id, data) VALUES (${user}, ${data}::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The customer's details per kind (mutable rows, personal data) and their referral code. */
@Injectable()
export class CustomerDetailsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Upserts one kind; inside the caller's transaction when `client` is given. */
  async save(client: PoolClient | undefined, userId: string, kind: CustomerDetailsKind, data: Record<string, unknown>): Promise<void> {
    await (client ?? this.pool).query(upsertSql(kind, '$1', '$2'), [userId, JSON.stringify(data)]);
  }

  /** save() as one SQL statement with escaped literals, to go with a deal command's append (DealCommandOptions.writes). */
  saveStatement(client: Pick<PoolClient, 'escapeLiteral'>, userId: string, kind: CustomerDetailsKind, data: Record<string, unknown>): string {
    return upsertSql(kind, client.escapeLiteral(userId), client.escapeLiteral(JSON.stringify(data)));
  }

  /** Which kinds this customer has saved (status_update needs them). */
  async savedKinds(userId: string, client: PoolClient | Pool = this.pool): Promise<CustomerDetailsKind[]> {
    const { rows } = await client.query<{ kind: CustomerDetailsKind }>(
      CUSTOMER_DETAILS_KINDS.map((kind) => `SELECT '${kind}' AS kind FROM ${CUSTOMER_DETAILS_TABLE[kind]} WHERE user_id = $1`).join(' UNION ALL '),
      [userId],
    );
    return rows.map((r) => r.kind);
  }

  /** The company's founding date (ISO) from its saved business details; null when not saved or unreadable. */
  async companyFoundedOn(userId: string): Promise<string | null> {
    const { business_company_details: company } = await this.byKind(userId, ['business_company_details']);
    const foundedAt = company?.founded_at;
    if (typeof foundedAt !== 'string') return null;
    // Stored as ISO (the API's date convention); a German date from older rows is read too.
    return /^\d{4}-\d{2}-\d{2}/.test(foundedAt) ? foundedAt.slice(0, 10) : (germanDateToIso(foundedAt) ?? null);
  }

  /** The saved details of the given kinds (default all), by kind, in one query; unsaved kinds are absent. */
  byKind(userId: string, kinds: readonly CustomerDetailsKind[] = CUSTOMER_DETAILS_KINDS): Promise<Partial<Record<CustomerDetailsKind, Record<string, unknown>>>> {
    return customerDetailsByKind(this.pool, userId, kinds);
  }

  async customer(userId: string): Promise<CheckoutCustomerDto> {
    const { rows } = await this.pool.query<{
      id: string;
      email: string;
      customer_group: CustomerGroup | null;
      first_name: string | null;
      last_name: string | null;
      company_name: string | null;
    }>('SELECT id, email, customer_group, first_name, last_name, company_name FROM users WHERE id = $1', [userId]);
    const user = rows[0];
    if (!user || !user.customer_group) throw customerNotFound();
    const byKind = (await this.byKind(userId)) as Partial<CustomerDetailsDtos>;
    return {
      id: user.id,
      email: user.email,
      customer_group: user.customer_group,
      first_name: user.first_name,
      last_name: user.last_name,
      company_name: user.company_name,
      referral_code: await this.referralCode(userId),
      private_personal_details: byKind.private_personal_details ?? null,
      private_banking_details: byKind.private_banking_details ?? null,
      business_company_manager_details: byKind.business_company_manager_details ?? null,
      business_company_details: byKind.business_company_details ?? null,
      business_personal_details: byKind.business_personal_details ?? null,
    };
  }

  /** The customer's own code, created on first use (8 characters without look-alikes). */
  async referralCode(userId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      const { rows } = await this.pool.query<{ code: string }>(
        `WITH inserted AS (
           INSERT INTO referral_codes (code, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code
         )
         SELECT code FROM inserted UNION ALL SELECT code FROM referral_codes WHERE user_id = $2 LIMIT 1`,
        [code, userId],
      );
      if (rows[0]) return rows[0].code;
    }
    throw new Error('Could not create a referral code');
  }

  /** Erasure (GDPR art. 17): every kind's row (personal data through and through), inside the eraser's transaction. */
  async eraseDetailsOf(client: PoolClient, userId: string): Promise<void> {
    for (const table of Object.values(CUSTOMER_DETAILS_TABLE)) await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }

  /** Erasure (GDPR art. 17): the customer's referral code, inside the eraser's transaction. */
  async eraseReferralCodeOf(client: PoolClient, userId: string): Promise<void> {
    await client.query('DELETE FROM referral_codes WHERE user_id = $1', [userId]);
  }

  /** The owner of a referral code, or undefined. */
  async referrerOf(code: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ user_id: string }>('SELECT user_id FROM referral_codes WHERE code = $1', [code]);
    return rows[0]?.user_id;
  }
}
