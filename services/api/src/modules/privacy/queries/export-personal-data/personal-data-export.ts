import { CUSTOMER_DETAILS_TABLE, type DocumentStorage, safeFileName } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { ZipFile } from 'yazl';
import { DealMessagesRepository } from '../../../../common/deal-messages/deal-messages.repository';
import { PG_POOL } from '../../../../core/tokens';
import { DOCUMENT_STORAGE } from '../../../documents/shared/documents.tokens';
import { PaymentChargesRepository } from '../../../payment/shared/payment-charges.repository';

/** The checkout details tables (spec 7.5) by the name the export gives them (the kind without `_details`). */
const DETAILS_TABLES = Object.entries(CUSTOMER_DETAILS_TABLE).map(([kind, table]) => [kind.replace(/_details$/, ''), table] as const);

export interface PersonalDataArchive {
  content: Buffer;
  documents: number;
}

interface ExportedDocument {
  id: string;
  s3_key: string;
  file_name: string;
  content_type: string;
  attachment_type: string | null;
  deal_id: string | null;
  created_at: Date;
}

/**
 * Everything we hold about one customer (GDPR art. 15 access, art. 20 portability): one JSON file
 * per area and the files they uploaded (or we generated for them), in a ZIP. The format is listed
 * in docs/privacy.md; README.txt inside the archive explains it in German.
 */
@Injectable()
export class PersonalDataExport {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async build(customerId: string): Promise<PersonalDataArchive> {
    const zip = new ZipFile();
    const json = (name: string, value: unknown) => zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), name);
    const profile = await this.profile(customerId);
    zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');
    json('profil.json', profile);
    json('angaben.json', await this.details(customerId));
    json('bestellungen.json', await this.rows('SELECT * FROM deals WHERE customer_id = $1 ORDER BY created_at', [customerId]));
    json('nachrichten.json', await new DealMessagesRepository(this.pool).forCustomerExport(customerId));
    json('zahlungen.json', await new PaymentChargesRepository(this.pool).listForExport(customerId));
    json('einwilligungen.json', await this.consents(customerId, profile.email));
    const documents = await this.addDocuments(zip, customerId);
    zip.end();
    return { content: await collect(zip.outputStream), documents };
  }

  private async rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    return (await this.pool.query(sql, params)).rows;
  }

  private async profile(customerId: string): Promise<{ email: string } & Record<string, unknown>> {
    const { rows } = await this.pool.query<{ email: string }>(
      `SELECT id, email, role, customer_group, first_name, last_name, company_name, email_verified_at, accepted_tnc_at, created_at, updated_at
         FROM users WHERE id = $1`,
      [customerId],
    );
    const referral = await this.rows('SELECT code, created_at FROM referral_codes WHERE user_id = $1', [customerId]);
    return { ...rows[0], referral_codes: referral };
  }

  private async details(customerId: string): Promise<Record<string, unknown>> {
    const result: Record<string, unknown> = {};
    for (const [kind, table] of DETAILS_TABLES) {
      const { rows } = await this.pool.query<{ data: unknown; updated_at: Date }>(`SELECT data, updated_at FROM ${table} WHERE user_id = $1`, [customerId]);
      if (rows[0]) result[kind] = rows[0];
    }
    return result;
  }

  private async consents(customerId: string, email: string): Promise<Record<string, unknown>> {
    return {
      terms: await this.rows('SELECT accepted_tnc_at FROM users WHERE id = $1', [customerId]),
      extras_agb_per_deal: await this.rows('SELECT id AS deal_id, extras_agb_consent FROM deals WHERE customer_id = $1', [customerId]),
      mail_preferences: await this.rows('SELECT kind, enabled, updated_at FROM customer_mail_preferences WHERE customer_id = $1', [customerId]),
      newsletter: await this.rows(
        'SELECT email, customer_group, optin_source, optin_url, status, confirmed_at, created_at FROM newsletter_subscriptions WHERE email_normalized = lower(trim($1))',
        [email],
      ),
    };
  }

  /** The files themselves under dokumente/, with their metadata in dokumente.json. */
  private async addDocuments(zip: ZipFile, customerId: string): Promise<number> {
    const { rows } = await this.pool.query<ExportedDocument>(
      `SELECT id, s3_key, original_filename AS file_name, content_type, attachment_type, deal_id, created_at
         FROM documents WHERE owner_customer_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
      [customerId],
    );
    const listed: Record<string, unknown>[] = [];
    for (const { s3_key: key, ...document } of rows) {
      const content = await this.storage.get(key);
      const path = content ? `dokumente/${document.id}-${safeFileName(document.file_name)}` : null;
      if (content && path) zip.addBuffer(content, path);
      listed.push({ ...document, file_in_archive: path });
    }
    zip.addBuffer(Buffer.from(`${JSON.stringify(listed, null, 2)}\n`, 'utf8'), 'dokumente.json');
    return listed.filter((d) => d.file_in_archive).length;
  }
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const README = `Ihre Daten bei uns (Auskunft nach Art. 15 DSGVO, Datenübertragbarkeit nach Art. 20 DSGVO)

profil.json          Ihr Konto: E-Mail-Adresse, Name, Firma, Kundengruppe, Bestätigungen
angaben.json         Ihre Angaben aus der Bestellung (Person, Firma, Bankverbindung)
bestellungen.json    Ihre Bestellungen mit Konditionen und Status
nachrichten.json     Ihre Nachrichten und die Antworten unseres Teams
zahlungen.json       Ihre Zahlungen (Kartennummer nur mit den letzten vier Ziffern)
einwilligungen.json  AGB, Extras-AGB je Bestellung, E-Mail-Einstellungen, Newsletter
dokumente.json       Ihre Dokumente; die Dateien liegen im Ordner dokumente/

Geldbeträge stehen in Cent, Zeitpunkte in UTC (ISO 8601).
`;
