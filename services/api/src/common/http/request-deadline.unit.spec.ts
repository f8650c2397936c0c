import { deadlineFor } from './request-deadline';

describe('deadlineFor', () => {
  const deadlines = { defaultMs: 25_000, checkoutMs: 45_000 };

  it.each(['/api/v1/checkout/deals', '/api/v1/checkout/deals/1/status_update', '/api/v1/customer_area/deals?page=2', '/api/v1/payment/charges', '/api/v1/uploads'])(
    'gives %s the checkout deadline (clients wait 50 s)',
    (url) => expect(deadlineFor(url, deadlines)).toBe(45_000),
  );

  it.each(['/api/v1/catalog/offers', '/api/v1/dealers/discounts', '/api/v1/checkoutx', '/', '/leasing/bmw'])('gives %s the default deadline (clients wait 30 s)', (url) =>
    expect(deadlineFor(url, deadlines)).toBe(25_000),
  );
});
