import { priceLabel } from '../catalogue/customer-group';
import { maskIban, orderTotals } from './order-totals';

describe('order totals (the whole contract in numbers)', () => {
  it('adds Anzahlung, months × rate, delivery and the selected extras, and nothing else', () => {
    const totals = orderTotals({
      months: 48,
      monthlyRateCents: 8932,
      downpaymentCents: 800000,
      delivery: { label: 'Abholung beim Händler', priceCents: 141610 },
      extras: [{ name: 'registration', label: 'Zulassung', priceCents: 19900 }],
    });
    expect(totals.lines).toEqual([
      { key: 'downpayment', label: 'Anzahlung', amountCents: 800000 },
      { key: 'rates', label: '48 Monatsraten', amountCents: 48 * 8932 },
      { key: 'delivery', label: 'Überführung: Abholung beim Händler', amountCents: 141610 },
      { key: 'extra:registration', label: 'Extra: Zulassung', amountCents: 19900 },
    ]);
    expect(totals.totalCents).toBe(800000 + 428736 + 141610 + 19900);
  });

  it('is the sum of exactly the lines it lists', () => {
    const totals = orderTotals({ months: 36, monthlyRateCents: 20508, downpaymentCents: 0, delivery: null, extras: [] });
    expect(totals.lines.map((l) => l.key)).toEqual(['downpayment', 'rates']);
    expect(totals.totalCents).toBe(totals.lines.reduce((sum, l) => sum + l.amountCents, 0));
    expect(totals.totalCents).toBe(36 * 20508);
  });
});

describe('maskIban', () => {
  it('keeps the country code, check digits and the last two characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **** 00');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 **** **** **** **** 00');
  });

  it('masks a longer IBAN the same way and never shows the middle', () => {
    const masked = maskIban('FR1420041010050500013M02606');
    expect(masked).toBe('FR14 **** **** **** **** **** *06');
    expect(masked).not.toMatch(/2004|0500/);
  });
});

describe('priceLabel (spec 1)', () => {
  it('says netto for business and inkl. USt. for private customers', () => {
    expect(priceLabel('b2b')).toBe('netto');
    expect(priceLabel('b2c')).toBe('inkl. USt.');
  });
});
