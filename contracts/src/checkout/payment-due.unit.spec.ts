import { financeOptionsFor, isPaymentDue, type PaymentDueInput } from './payment-due';

const base: PaymentDueInput = { finance_options: 'monthly', finance_selection: null, selected: false, payment_status: null };

describe('payment due (spec 4.3)', () => {
  it('monthly-and-one-time: due while nothing is selected and the selection is absent or monthly', () => {
    expect(isPaymentDue({ ...base, finance_options: 'monthly_and_one_time' })).toBe(true);
    expect(isPaymentDue({ ...base, finance_options: 'monthly_and_one_time', finance_selection: 'monthly' })).toBe(true);
    expect(isPaymentDue({ ...base, finance_options: 'monthly_and_one_time', finance_selection: 'monthly', selected: true })).toBe(false);
  });

  it('one-time option: due without a payment status, not once there is one', () => {
    expect(isPaymentDue({ ...base, finance_options: 'one_time' })).toBe(true);
    expect(isPaymentDue({ ...base, finance_options: 'one_time', payment_status: 'pending' })).toBe(false);
    expect(isPaymentDue({ ...base, finance_options: 'one_time', payment_status: 'paid' })).toBe(false);
  });

  it('one-time selection: due when not selected, or the status is null or failed', () => {
    const oneTime = { ...base, finance_options: 'monthly_and_one_time' as const, finance_selection: 'one_time' as const };
    expect(isPaymentDue({ ...oneTime, selected: false, payment_status: 'paid' })).toBe(true);
    expect(isPaymentDue({ ...oneTime, selected: true, payment_status: null })).toBe(true);
    expect(isPaymentDue({ ...oneTime, selected: true, payment_status: 'failed' })).toBe(true);
    expect(isPaymentDue({ ...oneTime, selected: true, payment_status: 'paid' })).toBe(false);
    expect(isPaymentDue({ ...oneTime, selected: true, payment_status: 'pending' })).toBe(false);
  });

  it('a plain monthly deal owes nothing up front', () => {
    expect(isPaymentDue(base)).toBe(false);
    expect(isPaymentDue({ ...base, finance_selection: 'monthly', selected: true })).toBe(false);
  });
});

describe('issue 17: reservations and the Anzahlung', () => {
  it('a released reservation (voided) makes the amount due again; authorised counts as settled', () => {
    const oneTime = { ...base, finance_options: 'monthly_and_one_time' as const, finance_selection: 'one_time' as const, selected: true };
    expect(isPaymentDue({ ...oneTime, payment_status: 'authorised' })).toBe(false);
    expect(isPaymentDue({ ...oneTime, payment_status: 'voided' })).toBe(true);
    expect(isPaymentDue({ ...base, finance_options: 'one_time', payment_status: 'voided' })).toBe(true);
  });

  it('a positive Anzahlung always makes a one-time payment possible and due', () => {
    expect(financeOptionsFor(100000)).toBe('monthly_and_one_time');
    expect(financeOptionsFor(0)).toBe('monthly');
    expect(isPaymentDue({ ...base, finance_options: financeOptionsFor(100000) })).toBe(true);
  });
});
