import type { Pool, PoolClient } from 'pg';

type Db = Pick<Pool | PoolClient, 'query'>;

/** A card reservation as the create-charge command stores it (last four digits only, never the number). */
interface NewPaymentCharge {
  id: string;
  dealId: string;
  customerId: string;
  amountCents: number;
  status: 'authorised' | 'failed';
  provider: string;
  providerChargeId: string;
  cardLast4: string;
  cardBrand: string;
  declineCode: string | null;
  createdAt: Date;
}

type SettledChargeStatus = 'captured' | 'voided' | 'refunded';

/**
 * The writes of payment_charges (one row per reservation): the create-charge command and the
 * settlement of the deal commands, each on the command's client so the row commits with its
 * events. The customer's payment data export reads here too.
 */
export class PaymentChargesRepository {
  constructor(private readonly db: Db) {}

  /** Whether the deal has a reservation that still counts (authorised, captured or paid). */
  async hasLiveCharge(dealId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(`SELECT 1 FROM payment_charges WHERE deal_id = $1 AND status IN ('authorised', 'captured', 'paid')`, [dealId]);
    return Boolean(rowCount);
  }

  async insert(charge: NewPaymentCharge): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_charges (id, deal_id, customer_id, amount_cents, currency, status, provider, provider_charge_id, card_last4, card_brand, decline_code, created_at)
       VALUES ($1, $2, $3, $4, 'EUR', $5, $6, $7, $8, $9, $10, $11)`,
      [
        charge.id,
        charge.dealId,
        charge.customerId,
        charge.amountCents,
        charge.status,
        charge.provider,
        charge.providerChargeId,
        charge.cardLast4,
        charge.cardBrand,
        charge.declineCode,
        charge.createdAt,
      ],
    );
  }

  /** What the provider did with the reservation `providerChargeId`, once the deal decided it. */
  async markSettled(providerChargeId: string, status: SettledChargeStatus): Promise<void> {
    await this.db.query('UPDATE payment_charges SET status = $2, updated_at = now() WHERE provider_charge_id = $1', [providerChargeId, status]);
  }

  /** The customer's charges for the data export (GDPR art. 15), oldest first. */
  async listForExport(customerId: string): Promise<Record<string, unknown>[]> {
    const { rows } = await this.db.query(
      'SELECT id, deal_id, amount_cents, currency, status, provider, card_brand, card_last4, created_at, updated_at FROM payment_charges WHERE customer_id = $1 ORDER BY created_at',
      [customerId],
    );
    return rows;
  }
}
