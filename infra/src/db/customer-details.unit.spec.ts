import { currentCustomerContact, type CustomerDetailsRow } from './customer-details';

const account: CustomerDetailsRow = {
  id: 'c0000000-0000-4000-8000-000000000001',
  email: 'kunde@example.org',
  customer_group: 'b2c',
  first_name: 'Konto',
  last_name: 'Name',
  company_name: 'Konto GmbH',
  personal: null,
  manager: null,
  company: null,
};

describe('currentCustomerContact', () => {
  it('takes a private customer’s name, phone and home from the checkout’s personal details', () => {
    const personal = { salutation: 'ms', first_name: 'Erika', last_name: 'Muster', phone: '030 1', street: 'Hauptstraße', house_number: '5', postal_code: '10115', city: 'Berlin' };
    expect(currentCustomerContact({ ...account, personal, company: { company_name: 'not used for the address', street: 'Firmenweg' } })).toEqual({
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Muster',
      companyName: 'not used for the address',
      phone: '030 1',
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
    });
  });

  it('takes a business customer’s person from the manager and the address from the company', () => {
    const row: CustomerDetailsRow = {
      ...account,
      customer_group: 'b2b',
      personal: { first_name: 'not the manager', street: 'not the seat' },
      manager: { salutation: 'mr', first_name: 'Gerd', last_name: 'Gewerbe', phone: '089 2' },
      company: { company_name: 'Gewerbe GmbH', street: 'Leopoldstraße', house_number: '10', postal_code: '80802', city: 'München' },
    };
    expect(currentCustomerContact(row)).toEqual({
      salutation: 'mr',
      firstName: 'Gerd',
      lastName: 'Gewerbe',
      companyName: 'Gewerbe GmbH',
      phone: '089 2',
      street: 'Leopoldstraße 10',
      postalCode: '80802',
      city: 'München',
    });
  });

  it('falls back to the account before the checkout stored details', () => {
    expect(currentCustomerContact(account)).toEqual({
      salutation: null,
      firstName: 'Konto',
      lastName: 'Name',
      companyName: 'Konto GmbH',
      phone: null,
      street: null,
      postalCode: null,
      city: null,
    });
  });
});
