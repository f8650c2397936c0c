import { oneTimeCosts, type CarAndLessor } from './deal-mail-data';

const car: CarAndLessor = { car: 'VW Golf', lessor: { name: 'Bank', addressLines: [] }, deliveryByHomeNetCents: '50000' };

describe('oneTimeCosts (the order summary PDF names the amounts the checkout showed)', () => {
  it('gives a private customer gross prices: delivery net × 1.19, the registration fee as it is', () => {
    expect(oneTimeCosts('delivery', car, 'b2c')).toEqual([{ label: 'Lieferung bis vor die Haustür', cents: 59500 }]);
    expect(oneTimeCosts('registration', car, 'b2c')).toEqual([{ label: expect.any(String), cents: 19900 }]);
  });

  it('gives a business customer net prices: the catalogue delivery price, the registration fee divided by 1.19', () => {
    expect(oneTimeCosts('delivery', car, 'b2b')).toEqual([{ label: expect.any(String), cents: 50000 }]);
    expect(oneTimeCosts('registration', car, 'b2b')).toEqual([{ label: expect.any(String), cents: 16723 }]);
  });

  it('lists nothing without an extra, and 0 € for delivery the catalogue does not price', () => {
    expect(oneTimeCosts(null, car, 'b2c')).toEqual([]);
    expect(oneTimeCosts('delivery', { ...car, deliveryByHomeNetCents: null }, 'b2c')).toEqual([{ label: expect.any(String), cents: 0 }]);
  });
});
