import { EXTRA_LABELS, mailGreeting, type CustomerGroup, type DealMailKind, type ExtraName } from '@autoleasing/contracts';
import { extraPriceForGroup } from '@autoleasing/domain';
import { CUSTOMER_DETAILS_SELECT, currentCustomerContact, type CustomerDetailsRow } from '@autoleasing/infra';
import type { ProjectionTx } from '../runtime/projection';
import type { MailRecipient } from './deal-mail-content';

/**
 * What the mails read at send time from the mutable tables: the customer's address and name
 * (users and the checkout's customer details), their mail preferences, the catalogue's car and
 * bank, a staff reply's text. Personal data never comes from events (DESIGN.md).
 * Each loader reads what a whole batch needs in one query, keyed by id.
 */

export interface CustomerContact extends MailRecipient {
  /** Full name (or company) for the order summary. */
  name: string | null;
  addressLines: string[];
}

/** The customers as they are now; accounts that are gone or erased are missing (then no mail goes out). */
export async function loadCustomerContacts(tx: ProjectionTx, customerIds: readonly string[]): Promise<Map<string, CustomerContact>> {
  if (customerIds.length === 0) return new Map();
  const { rows } = await tx.query<CustomerDetailsRow>(`${CUSTOMER_DETAILS_SELECT} WHERE u.id = ANY($1::uuid[]) AND u.erased_at IS NULL`, [customerIds]);
  return new Map(rows.map((row) => [row.id, contactOf(row)]));
}

function contactOf(row: CustomerDetailsRow): CustomerContact {
  const { salutation, firstName: first, lastName: last, companyName: company, street, postalCode, city } = currentCustomerContact(row);
  const personName = [first, last].filter(Boolean).join(' ') || null;
  const town = [postalCode, city].filter(Boolean).join(' ');
  return {
    email: row.email,
    greeting: mailGreeting({ salutation, firstName: first, lastName: last }),
    name: row.customer_group === 'b2b' ? ([company, personName].filter(Boolean).join(', ') || null) : personName,
    addressLines: [street, town].filter((l): l is string => Boolean(l)),
  };
}

/** Key of a mail preference in the set loadDisabledMails answers. */
export const preferenceKey = (customerId: string, kind: DealMailKind) => `${customerId}/${kind}`;

/** The optional mails these customers turned off, as preferenceKey()s (required ones go out whatever is stored). */
export async function loadDisabledMails(tx: ProjectionTx, customerIds: readonly string[]): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const { rows } = await tx.query<{ customer_id: string; kind: DealMailKind }>(
    'SELECT customer_id, kind FROM customer_mail_preferences WHERE customer_id = ANY($1::uuid[]) AND NOT enabled',
    [customerIds],
  );
  return new Set(rows.map((r) => preferenceKey(r.customer_id, r.kind)));
}

export interface CarAndLessor {
  car: string;
  lessor: { name: string; addressLines: string[] };
  /** The catalogue's net price of delivery to the door (null: not offered). */
  deliveryByHomeNetCents: string | null;
}

/** "Škoda Octavia Combi 1.5 TSI", as the Selbstauskunft names the car: the series only when the model name does not start with it. */
export function vehicleName(manufacturer: string, series: string, model: string): string {
  return [manufacturer, model.startsWith(series) ? '' : series, model].filter(Boolean).join(' ');
}

/** The cars (brand, series, model) and the banks that lease them, from the catalogue (inactive offers too). */
export async function loadCarsAndLessors(tx: ProjectionTx, carSpecIds: readonly string[]): Promise<Map<string, CarAndLessor>> {
  if (carSpecIds.length === 0) return new Map();
  const { rows } = await tx.query<{
    id: string;
    manufacturer: string;
    series: string;
    model: string;
    bank_name: string;
    street: string | null;
    postal_code: string | null;
    city: string | null;
    delivery_by_home_cents: string | null;
  }>(
    `SELECT s.id, m.name AS manufacturer, cs.name AS series, cm.name AS model, b.name AS bank_name, b.street, b.postal_code, b.city, s.delivery_by_home_cents
       FROM car_specs s
       JOIN car_models cm ON cm.id = s.car_model_id
       JOIN car_series cs ON cs.id = cm.car_series_id
       JOIN manufacturers m ON m.id = cm.manufacturer_id
       JOIN banks b ON b.id = s.bank_id
      WHERE s.id = ANY($1::uuid[])`,
    [carSpecIds],
  );
  return new Map(
    rows.map((row) => {
      const town = [row.postal_code, row.city].filter(Boolean).join(' ');
      const carAndLessor: CarAndLessor = {
        car: vehicleName(row.manufacturer, row.series, row.model),
        lessor: { name: row.bank_name, addressLines: [row.street, town].filter((l): l is string => Boolean(l)) },
        deliveryByHomeNetCents: row.delivery_by_home_cents,
      };
      return [row.id, carAndLessor];
    }),
  );
}

/** The selected extra as a one-time cost, in the group's terms as the checkout prices it (gross for b2c, net for b2b). */
export function oneTimeCosts(selectedExtra: ExtraName | null, carAndLessor: CarAndLessor | null, group: CustomerGroup): { label: string; cents: number }[] {
  if (!selectedExtra) return [];
  return [{ label: EXTRA_LABELS[selectedExtra], cents: extraPriceForGroup(selectedExtra, carAndLessor?.deliveryByHomeNetCents ?? null, group) }];
}

/** Staff messages' texts, as they stand now (missing once erased). */
export async function loadMessageTexts(tx: ProjectionTx, messageIds: readonly string[]): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const { rows } = await tx.query<{ id: string; message: string }>('SELECT id, message FROM deal_messages WHERE id = ANY($1::uuid[])', [messageIds]);
  return new Map(rows.map((r) => [r.id, r.message]));
}
