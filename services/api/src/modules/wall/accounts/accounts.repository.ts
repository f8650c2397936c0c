import type { CustomerGroup, UserRole } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';

export interface Account {
  id: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  customerGroup: CustomerGroup | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  dealerId: string | null;
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  /** Who deactivated it: only an account the customer closed himself may come back by mail. */
  deactivatedBy: DeactivatedBy | null;
}

export type DeactivatedBy = 'staff' | 'self';

type Db = Pick<Pool | PoolClient, 'query'>;

const COLUMNS = `id, email, password_hash, role, customer_group, first_name, last_name, company_name, dealer_id, email_verified_at, deactivated_at, deactivated_by`;

interface Row {
  id: string;
  email: string;
  password_hash: string;
  role: UserRole;
  customer_group: CustomerGroup | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  dealer_id: string | null;
  email_verified_at: Date | null;
  deactivated_at: Date | null;
  deactivated_by: DeactivatedBy | null;
}

const toAccount = (r: Row): Account => ({
  id: r.id,
  email: r.email,
  passwordHash: r.password_hash,
  role: r.role,
  customerGroup: r.customer_group,
  firstName: r.first_name,
  lastName: r.last_name,
  companyName: r.company_name,
  dealerId: r.dealer_id,
  emailVerifiedAt: r.email_verified_at,
  deactivatedAt: r.deactivated_at,
  deactivatedBy: r.deactivated_by,
});

/** The users table: the mutable home of personal data (names, e-mail, password hash). */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Erased accounts are never found: their address is gone and cannot log in or get mail. */
  async findByEmail(email: string, db: Db = this.pool): Promise<Account | null> {
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) AND erased_at IS NULL`, [email.trim()]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  /**
   * Replaces the password hash with one of today's parameters (`needsNewHash`), unless the hash
   * changed meanwhile (a password change or reset wins).
   */
  async upgradePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
    await this.pool.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2 AND erased_at IS NULL', [id, oldHash, newHash]);
  }

  async findById(id: string, db: Db = this.pool, lock = false): Promise<Account | null> {
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND erased_at IS NULL ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  }
}
