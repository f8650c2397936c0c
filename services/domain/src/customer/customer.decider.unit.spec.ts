import { deciderSpec } from '../testing/decider-spec';
import { customerDecider } from './customer.decider';
import type { CustomerEvent } from './customer.events';

const id = 'c0000000-0000-4000-8000-000000000001';
const at = '2026-11-21T12:00:00.000Z';
const registered: CustomerEvent = { type: 'CustomerRegistered', data: { customerId: id, customerGroup: 'b2c', registeredAt: at } };
const deactivated: CustomerEvent = { type: 'CustomerAccountDeactivated', data: { customerId: id, deactivatedAt: at } };

describe('customer decider', () => {
  it('registers a new customer once', () => {
    deciderSpec(customerDecider).given([]).when({ type: 'RegisterCustomer', customerId: id, customerGroup: 'b2c' }).then([registered]);
    deciderSpec(customerDecider)
      .given([registered])
      .when({ type: 'RegisterCustomer', customerId: id, customerGroup: 'b2c' })
      .thenThrows({ kind: 'rule', code: 'already_registered' });
  });

  it('verifies the e-mail address once; a repeat changes nothing', () => {
    deciderSpec(customerDecider)
      .given([registered])
      .when({ type: 'VerifyEmail', customerId: id })
      .then([{ type: 'CustomerEmailVerified', data: { customerId: id, verifiedAt: at } }]);
    deciderSpec(customerDecider)
      .given([registered, { type: 'CustomerEmailVerified', data: { customerId: id, verifiedAt: at } }])
      .when({ type: 'VerifyEmail', customerId: id })
      .then([]);
  });

  it('records each new terms version once', () => {
    const accepted: CustomerEvent = { type: 'CustomerTermsAccepted', data: { customerId: id, termsVersion: '2026-01-01', acceptedAt: at } };
    deciderSpec(customerDecider).given([registered]).when({ type: 'AcceptTerms', customerId: id, termsVersion: '2026-01-01' }).then([accepted]);
    deciderSpec(customerDecider).given([registered, accepted]).when({ type: 'AcceptTerms', customerId: id, termsVersion: '2026-01-01' }).then([]);
    deciderSpec(customerDecider)
      .given([registered, accepted])
      .when({ type: 'AcceptTerms', customerId: id, termsVersion: '2027-01-01' })
      .then([{ type: 'CustomerTermsAccepted', data: { customerId: id, termsVersion: '2027-01-01', acceptedAt: at } }]);
  });

  it('changes the password of active accounts, also of accounts created outside the wall', () => {
    deciderSpec(customerDecider)
      .given([])
      .when({ type: 'ChangePassword', customerId: id, via: 'recovery' })
      .then([{ type: 'CustomerPasswordChanged', data: { customerId: id, via: 'recovery', changedAt: at } }]);
    deciderSpec(customerDecider)
      .given([registered, deactivated])
      .when({ type: 'ChangePassword', customerId: id, via: 'account' })
      .thenThrows({ kind: 'rule', code: 'account_deactivated' });
  });

  it('reactivates only a deactivated account', () => {
    const selfDeactivated: CustomerEvent = { type: 'CustomerAccountDeactivated', data: { customerId: id, deactivatedAt: at, by: 'self' } };
    deciderSpec(customerDecider)
      .given([registered, selfDeactivated])
      .when({ type: 'ReactivateAccount', customerId: id, by: 'self' })
      .then([{ type: 'CustomerAccountReactivated', data: { customerId: id, reactivatedAt: at } }]);
    deciderSpec(customerDecider)
      .given([registered])
      .when({ type: 'ReactivateAccount', customerId: id, by: 'staff' })
      .thenThrows({ kind: 'rule', code: 'account_not_deactivated' });
    deciderSpec(customerDecider).given([registered, deactivated]).when({ type: 'DeactivateAccount', customerId: id, by: 'staff' }).then([]);
  });

  it('records who deactivated the account', () => {
    deciderSpec(customerDecider)
      .given([registered])
      .when({ type: 'DeactivateAccount', customerId: id, by: 'staff' })
      .then([{ type: 'CustomerAccountDeactivated', data: { customerId: id, deactivatedAt: at, by: 'staff' } }]);
  });

  it('given an account our staff deactivated, when its owner reactivates it himself, then it is refused; staff still may', () => {
    const byStaff: CustomerEvent = { type: 'CustomerAccountDeactivated', data: { customerId: id, deactivatedAt: at, by: 'staff' } };
    for (const given of [[registered, byStaff], [registered, deactivated]]) {
      deciderSpec(customerDecider)
        .given(given)
        .when({ type: 'ReactivateAccount', customerId: id, by: 'self' })
        .thenThrows({ kind: 'forbidden', code: 'account_deactivated_by_staff' });
      deciderSpec(customerDecider)
        .given(given)
        .when({ type: 'ReactivateAccount', customerId: id, by: 'staff' })
        .then([{ type: 'CustomerAccountReactivated', data: { customerId: id, reactivatedAt: at } }]);
    }
  });
});
