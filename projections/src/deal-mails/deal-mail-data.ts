import { EXTRA_LABELS, type DealMailKind, type ExtraName } from '@autoleasing/contracts';
import { CUSTOMER_DETAILS_SELECT, currentCustomerContact, type CustomerDetailsRow } from '@autoleasing/infra';
import type { ProjectionTx } from '../runtime/projection';
import type { MailRecipient } from './deal-mail-content';

/**
 * What the mails read at send time from the mutable tables: the customer's address and name
 * (users and the checkout's customer details), their mail preferences, the catalogue's car and
 * bank, a staff reply's text. Personal data never comes from events (DESIGN.md).
 */

/** Registration fee of the 'registration' extra (gross, one-time), as the checkout shows it. */
export const REGISTRATION_EXTRA_PRICE_CENTS = 19900;

export interface CustomerContact extends MailRecipient {
  /** Full name (or company) for the order summary. */
  name: string | null;
  addressLines: string[];
}

const SALUTATION_WORDS: Record<string, string> = { mr: 'Herr', ms: 'Frau' };

/** The customer as they are now; null when the account is gone or erased (then no mail goes out). */
export async function loadCustomerContact(tx: ProjectionTx, customerId: string): Promise<CustomerContact | null> {
  const { rows } = await tx.query<CustomerDetailsRow>(`${CUSTOMER_DETAILS_SELECT} WHERE u.id = $1 AND u.erased_at IS NULL`, [customerId]);
  const row = rows[0];
  if (!row) return null;
  const { salutation, firstName: first, lastName: last, companyName: company, street, postalCode, city } = currentCustomerContact(row);
  const personName = [first, last].filter(Boolean).join(' ') || null;
  const word = salutation ? SALUTATION_WORDS[salutation] : undefined;
  const salutationName = word && last ? `${word} ${[first, last].filter(Boolean).join(' ')}` : personName;
  const town = [postalCode, city].filter(Boolean).join(' ');
  return {
    email: row.email,
    salutationName,
    name: row.customer_group === 'b2b' ? ([company, personName].filter(Boolean).join(', ') || null) : personName,
    addressLines: [street, town].filter((l): l is string => Boolean(l)),
  };
}

/** Optional mails the customer turned off are skipped; required ones go out whatever is stored. */
export async function mailEnabled(tx: ProjectionTx, customerId: string, kind: DealMailKind): Promise<boolean> {
  const { rows } = await tx.query<{ enabled: boolean }>('SELECT enabled FROM customer_mail_preferences WHERE customer_id = $1 AND kind = $2', [customerId, kind]);
  return rows[0]?.enabled ?? true;
}

export interface CarAndLessor {
  car: string;
  lessor: { name: string; addressLines: string[] };
  deliveryByHomeCents: number | null;
}

/** "Škoda Octavia Combi 1.5 TSI", as the Selbstauskunft names the car: the series only when the model name does not start with it. */
export function vehicleName(manufacturer: string, series: string, model: string): string {
  return [manufacturer, model.startsWith(series) ? '' : series, model].filter(Boolean).join(' ');
}

/** The car (brand, series, model) and the bank that leases it, from the catalogue (inactive offers too). */
export async function loadCarAndLessor(tx: ProjectionTx, carSpecId: string): Promise<CarAndLessor | null> {
  const { rows } = await tx.query<{
    manufacturer: string;
    series: string;
    model: string;
    bank_name: string;
    street: string | null;
    postal_code: string | null;
    city: string | null;
    delivery_by_home_cents: string | null;
  }>(
    `SELECT m.name AS manufacturer, cs.name AS series, cm.name AS model, b.name AS bank_name, b.street, b.postal_code, b.city, s.delivery_by_home_cents
       FROM car_specs s
       JOIN car_models cm ON cm.id = s.car_model_id
       JOIN car_series cs ON cs.id = cm.car_series_id
       JOIN manufacturers m ON m.id = cm.manufacturer_id
       JOIN banks b ON b.id = s.bank_id
      WHERE s.id = $1`,
    [carSpecId],
  );
  const row = rows[0];
  if (!row) return null;
  const town = [row.postal_code, row.city].filter(Boolean).join(' ');
  return {
    car: vehicleName(row.manufacturer, row.series, row.model),
    lessor: { name: row.bank_name, addressLines: [row.street, town].filter((l): l is string => Boolean(l)) },
    deliveryByHomeCents: row.delivery_by_home_cents === null ? null : Number(row.delivery_by_home_cents),
  };
}

/** The selected extra as a one-time cost, priced as the checkout prices it. */
export function oneTimeCosts(selectedExtra: ExtraName | null, carAndLessor: CarAndLessor | null): { label: string; cents: number }[] {
  if (selectedExtra === 'delivery') return [{ label: EXTRA_LABELS.delivery, cents: carAndLessor?.deliveryByHomeCents ?? 0 }];
  if (selectedExtra === 'registration') return [{ label: EXTRA_LABELS.registration, cents: REGISTRATION_EXTRA_PRICE_CENTS }];
  return [];
}

/** A staff message's text, as it stands now (null once erased). */
export async function loadMessageText(tx: ProjectionTx, messageId: string): Promise<string | null> {
  const { rows } = await tx.query<{ message: string }>('SELECT message FROM deal_messages WHERE id = $1', [messageId]);
  return rows[0]?.message ?? null;
}
