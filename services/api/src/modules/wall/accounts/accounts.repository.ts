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

  /**
   * A new customer account, unless the address is taken (any account, also a deactivated one):
   * answers whether it was inserted. In the caller's transaction, so the event commits with it.
   */
  async insertCustomerUnlessEmailTaken(db: Db, customer: NewCustomer): Promise<boolean> {
    const inserted = await db.query(
      `INSERT INTO users (id, email, password_hash, role, customer_group, first_name, last_name, company_name)
       VALUES ($1, $2, $3, 'Customer', $4, $5, $6, $7)
       ON CONFLICT ((lower(email))) DO NOTHING`,
      [customer.id, customer.email, customer.passwordHash, customer.customerGroup, customer.firstName, customer.lastName, customer.companyName],
    );
    return inserted.rowCount !== 0;
  }

  /** Locks the users row (whatever its state) until the caller's transaction ends. */
  async lockRow(db: Db, id: string): Promise<void> {
    await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
  }

  async setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
    await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
  }

  /** Keeps the first confirmation's time when the address is confirmed again. */
  async markEmailVerified(db: Db, id: string): Promise<void> {
    await db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [id]);
  }

  async markTermsAccepted(db: Db, id: string): Promise<void> {
    await db.query('UPDATE users SET accepted_tnc_at = now(), updated_at = now() WHERE id = $1', [id]);
  }

  /** Keeps the time and the author of an earlier deactivation. */
  async deactivate(db: Db, id: string, by: DeactivatedBy): Promise<void> {
    await db.query(
      'UPDATE users SET deactivated_at = coalesce(deactivated_at, now()), deactivated_by = coalesce(deactivated_by, $2), updated_at = now() WHERE id = $1',
      [id, by],
    );
  }

  /**
   * Erasure (GDPR art. 17): the row stays with its id (the customer's events refer to it) but loses
   * every personal datum. The address must stay unique and non-null; '!' is no argon2 hash, so no
   * password matches.
   */
  async anonymise(db: Db, id: string): Promise<void> {
    await db.query(
      `UPDATE users SET email = 'geloescht-' || id || '@erased.invalid', password_hash = '!', first_name = NULL, last_name = NULL,
              company_name = NULL, erased_at = now(), deactivated_at = coalesce(deactivated_at, now()), updated_at = now()
        WHERE id = $1`,
      [id],
    );
  }

  async reactivate(db: Db, id: string): Promise<void> {
    await db.query('UPDATE users SET deactivated_at = NULL, deactivated_by = NULL, updated_at = now() WHERE id = $1', [id]);
  }
}

export interface NewCustomer {
  id: string;
  email: string;
  passwordHash: string;
  customerGroup: CustomerGroup;
  firstName: string;
  lastName: string;
  companyName: string | null;
}
