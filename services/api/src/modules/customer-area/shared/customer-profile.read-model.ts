import type { CustomerProfileDto } from '@autoleasing/contracts';
import { customerNotFound } from '@autoleasing/domain';
import { CUSTOMER_DETAILS_SELECT, currentCustomerContact, type CustomerDetailsRow } from '@autoleasing/infra';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

/** The customer's personal data as the customer area shows it (users and the saved checkout details). */
@Injectable()
export class CustomerProfileReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async profile(customerId: string): Promise<CustomerProfileDto> {
    const { rows } = await this.pool.query<CustomerDetailsRow>(`${CUSTOMER_DETAILS_SELECT} WHERE u.id = $1 AND u.role = 'Customer'`, [customerId]);
    const row = rows[0];
    if (!row) throw customerNotFound();
    const contact = currentCustomerContact(row);
    return {
      user_id: row.id,
      email: row.email,
      customer_group: row.customer_group,
      first_name: contact.firstName,
      last_name: contact.lastName,
      company_name: contact.companyName,
      phone: contact.phone,
      street: contact.street,
      postal_code: contact.postalCode,
      city: contact.city,
    };
  }
}
