import { notFound } from '@autoleasing/domain';
import { CUSTOMER_DETAILS_TABLE, type DocumentStorage, DocumentsRepository, erasedDocumentKey, MailOutboxRepository, withTransaction } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { IdempotencyStore } from '../../../common/idempotency/idempotency-store';
import { PG_POOL } from '../../../core/tokens';
import { DOCUMENT_STORAGE } from '../../documents/shared/documents.tokens';
import { AccountsRepository } from '../../wall/accounts/accounts.repository';
import { SessionStore } from '../../wall/auth/session.store';

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
  private readonly accounts: AccountsRepository;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly sessions: SessionStore,
  ) {
    this.accounts = new AccountsRepository(pool);
  }

  async erase(customerId: string): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const customer = await this.lockCustomer(client, customerId);
      await this.eraseAccountTraces(client, customerId, customer);
      await this.eraseDealTexts(client, customerId);
      await this.eraseDocuments(client, customerId);
      // The row stays (the customer's events refer to its id) without any personal data.
      await this.accounts.anonymise(client, customerId);
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
    // Stored answers replay message texts and details.
    await new IdempotencyStore(client).eraseFor(customerId, dealIds);
  }

  /** Checkout details, message texts on their deals (theirs and staff replies quoting them), staff notes. */
  private async eraseDealTexts(client: PoolClient, customerId: string): Promise<void> {
    // Checkout details (one table per kind of spec 7.5): personal data through and through.
    for (const table of Object.values(CUSTOMER_DETAILS_TABLE)) await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [customerId]);
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
    const repository = new DocumentsRepository(client);
    const documents = await repository.lockOwnedBy(customerId);
    const targetKeys = await repository.uploadTargetKeysOf(customerId);
    for (const key of new Set([...documents.map((d) => d.s3Key), ...targetKeys])) {
      if (!key.endsWith('/geloescht')) await this.storage.delete(key);
    }
    for (const document of documents) await repository.markErased(document.id, erasedDocumentKey(customerId, document.id));
    await repository.deleteUploadTargetsOf(customerId);
  }
}
