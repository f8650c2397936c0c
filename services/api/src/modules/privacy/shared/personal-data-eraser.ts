import { notFound } from '@autoleasing/domain';
import { type DocumentStorage, erasedDocumentKey, MailOutboxRepository, withTransaction } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { DOCUMENT_STORAGE } from '../../documents/shared/documents.tokens';
import { SessionStore } from '../../wall/auth/session.store';

/** Checkout details tables (one per kind of spec 7.5): personal data, deleted on erasure. */
const CHECKOUT_DETAILS_TABLES = [
  'customer_private_personal_details',
  'customer_private_banking_details',
  'customer_business_company_manager_details',
  'customer_business_company_details',
  'customer_business_personal_details',
] as const;

interface ErasedCustomer {
  email: string;
  dealIds: string[];
}

/**
 * Erasure (GDPR art. 17) for the admin's erasure and the customer's own account deletion. Every
 * mutable table that holds the customer's personal data is cleared in one transaction; the files
 * go inside that transaction too, so a storage failure rolls everything back and erasure can
 * simply be retried (deleting is idempotent). The users row stays with its id, because the
 * customer's events (which hold no personal data, DESIGN.md) keep referring to it; the event log
 * itself is never touched. docs/privacy.md lists what goes and what stays.
 */
@Injectable()
export class PersonalDataEraser {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly sessions: SessionStore,
  ) {}

  async erase(customerId: string): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const customer = await this.lockCustomer(client, customerId);
      await this.eraseAccountTraces(client, customerId, customer);
      await this.eraseDealTexts(client, customerId);
      await this.eraseDocuments(client, customerId);
      await this.anonymiseUser(client, customerId);
    });
    this.sessions.userChanged(customerId);
  }

  private async lockCustomer(client: PoolClient, customerId: string): Promise<ErasedCustomer> {
    const { rows } = await client.query<{ email: string }>(
      `SELECT email FROM users WHERE id = $1 AND role = 'Customer' AND erased_at IS NULL FOR UPDATE`,
      [customerId],
    );
    if (rows.length === 0) throw notFound('customer_not_found', 'Der Kunde wurde nicht gefunden.');
    const deals = await client.query<{ id: string }>('SELECT id FROM deals WHERE customer_id = $1', [customerId]);
    return { email: rows[0].email, dealIds: deals.rows.map((r) => r.id) };
  }

  /** Log-in, mail and newsletter traces, and answers stored for idempotent retries. */
  private async eraseAccountTraces(client: PoolClient, customerId: string, { email, dealIds }: ErasedCustomer): Promise<void> {
    // Mails to the address and every mail about their deals (staff notifications name them too).
    await new MailOutboxRepository(client).eraseFor(email, dealIds);
    await client.query('DELETE FROM wall_tokens WHERE user_id = $1', [customerId]);
    await client.query('DELETE FROM sessions WHERE user_id = $1', [customerId]);
    // Second factor, recovery codes and session activity (devices, addresses) go with the account.
    await client.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [customerId]);
    await client.query('DELETE FROM user_second_factors WHERE user_id = $1', [customerId]);
    await client.query('DELETE FROM newsletter_subscriptions WHERE email_normalized = lower(trim($1))', [email]);
    await client.query('DELETE FROM referral_codes WHERE user_id = $1', [customerId]);
    await client.query('DELETE FROM customer_mail_preferences WHERE customer_id = $1', [customerId]);
    // Stored answers replay message texts and details: the customer's own (scope starts with their
    // id) and staff answers about their deals (which name a deal id).
    await client.query(
      `DELETE FROM idempotency_keys
        WHERE starts_with(scope, $1 || ':')
           OR (cardinality($2::text[]) > 0 AND response_body::text LIKE ANY (SELECT '%' || d || '%' FROM unnest($2::text[]) AS d))`,
      [customerId, dealIds],
    );
  }

  /** Checkout details, message texts on their deals (theirs and staff replies quoting them), staff notes. */
  private async eraseDealTexts(client: PoolClient, customerId: string): Promise<void> {
    for (const table of CHECKOUT_DETAILS_TABLES) await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [customerId]);
    await client.query('DELETE FROM deal_messages WHERE author_user_id = $1 OR deal_id IN (SELECT id FROM deals WHERE customer_id = $1)', [customerId]);
    // The row stays so the timeline can show the action had a note ("Notiz gelöscht").
    await client.query(
      'UPDATE deal_ops_notes SET note = NULL, erased_at = now() WHERE erased_at IS NULL AND deal_id IN (SELECT id FROM deals WHERE customer_id = $1)',
      [customerId],
    );
  }

  /**
   * Files are deleted now (not by the sweeper later) and the rows keep a key without the client's
   * file name (older keys carried it). Signed targets still unused go with their objects.
   */
  private async eraseDocuments(client: PoolClient, customerId: string): Promise<void> {
    const { rows: documents } = await client.query<{ id: string; s3_key: string }>(
      'SELECT id, s3_key FROM documents WHERE owner_customer_id = $1 FOR UPDATE',
      [customerId],
    );
    const { rows: targets } = await client.query<{ s3_key: string }>('SELECT s3_key FROM document_upload_targets WHERE customer_id = $1', [customerId]);
    for (const key of new Set([...documents.map((d) => d.s3_key), ...targets.map((t) => t.s3_key)])) {
      if (!key.endsWith('/geloescht')) await this.storage.delete(key);
    }
    for (const document of documents) {
      await client.query(
        `UPDATE documents SET s3_key = $2, original_filename = 'geloescht', deleted_at = coalesce(deleted_at, now()),
                file_deleted_at = coalesce(file_deleted_at, now()) WHERE id = $1`,
        [document.id, erasedDocumentKey(customerId, document.id)],
      );
    }
    await client.query('DELETE FROM document_upload_targets WHERE customer_id = $1', [customerId]);
  }

  /** The address must stay unique and non-null; '!' is no argon2 hash, so no password matches. */
  private async anonymiseUser(client: PoolClient, customerId: string): Promise<void> {
    await client.query(
      `UPDATE users SET email = 'geloescht-' || id || '@erased.invalid', password_hash = '!', first_name = NULL, last_name = NULL,
              company_name = NULL, erased_at = now(), deactivated_at = coalesce(deactivated_at, now()), updated_at = now()
        WHERE id = $1`,
      [customerId],
    );
  }
}
