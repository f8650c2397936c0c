import { type DocumentStorage, DocumentsRepository, erasedDocumentKey, MailOutboxRepository, withTransaction } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { eraseDealMessagesOf } from '../../../common/deal-messages/deal-message-writer';
import { IdempotencyStore } from '../../../common/idempotency/idempotency-store';
import { PG_POOL } from '../../../core/tokens';
import { CustomerDetailsRepository } from '../../checkout/shared/customer-details.repository';
import { MailPreferencesRepository } from '../../customer-area/shared/mail-preferences.repository';
import { DOCUMENT_STORAGE } from '../../documents/shared/documents.tokens';
import { NewsletterRepository } from '../../newsletter/shared/newsletter.repository';
import { OpsNotesRepository } from '../../ops-deals/shared/ops-notes.repository';
import { AccountsRepository } from '../../wall/accounts/accounts.repository';
import { lockCustomer } from '../../wall/accounts/lock-customer';
import { SessionStore } from '../../wall/auth/session.store';
import { SingleUseTokens } from '../../wall/auth/single-use-tokens';
import { SecondFactorStore } from '../../wall/second-factor/second-factor.store';

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
 * itself is never touched. docs/privacy.md lists what goes and what stays. Each table is cleared
 * by its owning repository, given this transaction's client.
 */
@Injectable()
export class PersonalDataEraser {
  private readonly newsletter: NewsletterRepository;
  private readonly customerDetails: CustomerDetailsRepository;
  private readonly mailPreferences: MailPreferencesRepository;
  private readonly opsNotes: OpsNotesRepository;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly sessions: SessionStore,
    private readonly tokens: SingleUseTokens,
    private readonly secondFactors: SecondFactorStore,
    private readonly accounts: AccountsRepository,
  ) {
    // Pool-only repositories of modules this one does not import.
    this.newsletter = new NewsletterRepository(pool);
    this.customerDetails = new CustomerDetailsRepository(pool);
    this.mailPreferences = new MailPreferencesRepository(pool);
    this.opsNotes = new OpsNotesRepository(pool);
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
    const customer = await lockCustomer(client, customerId);
    const deals = await client.query<{ id: string }>('SELECT id FROM deals WHERE customer_id = $1', [customerId]);
    return { email: customer.email, dealIds: deals.rows.map((r) => r.id) };
  }

  /** Log-in, mail and newsletter traces, and answers stored for idempotent retries. */
  private async eraseAccountTraces(client: PoolClient, customerId: string, { email, dealIds }: ErasedCustomer): Promise<void> {
    // Mails to the address and every mail about their deals (staff notifications name them too).
    await new MailOutboxRepository(client).eraseFor(email, dealIds);
    await this.tokens.eraseAllOf(client, customerId);
    // Second factor, recovery codes and session activity (devices, addresses) go with the account.
    await this.sessions.eraseAllOf(client, customerId);
    await this.secondFactors.remove(customerId, client);
    await this.newsletter.eraseFor(client, email);
    await this.customerDetails.eraseReferralCodeOf(client, customerId);
    await this.mailPreferences.eraseFor(client, customerId);
    // Stored answers replay message texts and details.
    await new IdempotencyStore(client).eraseFor(customerId, dealIds);
  }

  /** Checkout details, message texts on their deals (theirs and staff replies quoting them), staff notes. */
  private async eraseDealTexts(client: PoolClient, customerId: string): Promise<void> {
    // Checkout details (one table per kind of spec 7.5): personal data through and through.
    await this.customerDetails.eraseDetailsOf(client, customerId);
    await eraseDealMessagesOf(client, customerId);
    // The rows stay so the timeline can show the action had a note ("Notiz gelöscht").
    await this.opsNotes.eraseOnDealsOf(client, customerId);
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
