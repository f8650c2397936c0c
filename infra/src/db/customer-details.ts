import { CUSTOMER_DETAILS_KINDS, type CustomerDetailsKind, type CustomerGroup } from '@autoleasing/contracts';
import type { Pool, PoolClient } from 'pg';

/**
 * A customer's name, phone and address as they are now: the account (users) plus what the
 * checkout stored (a private customer's personal details; a business customer's manager and
 * company details). Read by the customer area's profile and by the deal mails at send time, so
 * both take a person's name and address from the same tables by the same rule.
 */

/**
 * The table of each kind of checkout details (spec 7.5), one row per customer (`user_id`, `data`):
 * the one list of these names for the checkout, the self-assessment form, export and erasure.
 */
export const CUSTOMER_DETAILS_TABLE: Readonly<Record<CustomerDetailsKind, string>> = {
  private_personal_details: 'customer_private_personal_details',
  private_banking_details: 'customer_private_banking_details',
  business_company_manager_details: 'customer_business_company_manager_details',
  business_company_details: 'customer_business_company_details',
  business_personal_details: 'customer_business_personal_details',
};

/** A customer's saved details of the given kinds (default all), by kind, in one query; unsaved kinds are absent. */
export async function customerDetailsByKind(
  db: Pool | PoolClient,
  userId: string,
  kinds: readonly CustomerDetailsKind[] = CUSTOMER_DETAILS_KINDS,
): Promise<Partial<Record<CustomerDetailsKind, Record<string, unknown>>>> {
  const { rows } = await db.query<{ kind: CustomerDetailsKind; data: Record<string, unknown> }>(
    kinds.map((kind) => `SELECT '${kind}' AS kind, data FROM ${CUSTOMER_DETAILS_TABLE[kind]} WHERE user_id = $1`).join(' UNION ALL '),
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.data]));
}

/** SELECT … FROM users with the checkout's detail tables; the caller adds its own WHERE on `u`. */
export const CUSTOMER_DETAILS_SELECT = `SELECT u.id, u.email, u.customer_group, u.first_name, u.last_name, u.company_name,
            p.data AS personal, mg.data AS manager, co.data AS company
       FROM users u
       LEFT JOIN ${CUSTOMER_DETAILS_TABLE.private_personal_details} p ON p.user_id = u.id
       LEFT JOIN ${CUSTOMER_DETAILS_TABLE.business_company_manager_details} mg ON mg.user_id = u.id
       LEFT JOIN ${CUSTOMER_DETAILS_TABLE.business_company_details} co ON co.user_id = u.id`;

export interface CustomerDetailsRow {
  id: string;
  email: string;
  customer_group: CustomerGroup;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  personal: Record<string, string> | null;
  manager: Record<string, string> | null;
  company: Record<string, string> | null;
}

export interface CurrentCustomerContact {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phone: string | null;
  /** Street and house number. */
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

/**
 * The checkout's details win over the account's: the person is the private customer or the
 * business manager, the address the private home or the company's seat.
 */
export function currentCustomerContact(row: CustomerDetailsRow): CurrentCustomerContact {
  const person = row.customer_group === 'b2c' ? row.personal : row.manager;
  const address = row.customer_group === 'b2c' ? row.personal : row.company;
  return {
    salutation: person?.salutation ?? null,
    firstName: person?.first_name ?? row.first_name,
    lastName: person?.last_name ?? row.last_name,
    companyName: row.company?.company_name ?? row.company_name,
    phone: person?.phone ?? null,
    street: address?.street ? [address.street, address.house_number].filter(Boolean).join(' ') : null,
    postalCode: address?.postal_code ?? null,
    city: address?.city ?? null,
  };
}
