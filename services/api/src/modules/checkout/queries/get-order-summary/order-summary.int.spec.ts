import { dealOrderTotals, type DealDto, type DealOrderSummaryDto, type FinalOfferExtrasDto } from '@autoleasing/contracts';
import { grossRateFromNetCents, netFromGrossCents } from '@autoleasing/domain';
import { dealsProjection } from '@autoleasing/projections';
import type { ApiTestApp } from '../../../../../test/api-test-app';
import { asRole } from '../../../../../test/as-role';
import { http } from '../../../wall/test/wall-test-kit';
import { createDealAs, pickOffer, poolOf, startDealSpec, type DealSpec, type OfferPick } from '../../test/checkout-test-kit';

jest.setTimeout(60_000);

let spec: DealSpec<'b2c' | 'b2b'> | undefined;
let t: ApiTestApp;
const token: Record<'b2c' | 'b2b', string> = { b2c: '', b2b: '' };
const userId: Record<'b2c' | 'b2b', string> = { b2c: '', b2b: '' };
let b2cOffer: OfferPick;
let b2bOffer: OfferPick;

beforeAll(async () => {
  spec = await startDealSpec('order_summary', ['b2c', 'b2b'], [dealsProjection]);
  ({ t, offer: b2cOffer } = spec);
  Object.assign(token, spec.tokens);
  Object.assign(userId, spec.userIds);
  b2bOffer = await pickOffer(poolOf(t), ['b2b', 'both'], 1);
}, 120_000);
afterAll(() => spec?.stop());

const as = asRole(() => t, token);

async function storedDeliveryNet(carSpecId: string): Promise<{ by_home: number; by_factory: number }> {
  const { rows } = await poolOf(t).query('SELECT delivery_by_home_cents, delivery_by_factory_cents FROM car_specs WHERE id = $1', [carSpecId]);
  return { by_home: Number(rows[0].delivery_by_home_cents), by_factory: Number(rows[0].delivery_by_factory_cents) };
}

describe('one-time prices in the group\'s terms (issue 16, spec 1, 9)', () => {
  it('prices extras and the chosen delivery gross for a private customer, as the catalogue shows them', async () => {
    const deal = await createDealAs(as('b2c'), b2cOffer);
    const net = await storedDeliveryNet(b2cOffer.carSpecId);
    const gross = grossRateFromNetCents(net.by_home);
    expect(gross).toBeGreaterThan(net.by_home);

    const quote = await http(t).get(`/api/v1/quotes/${b2cOffer.carSpecId}/extras`).query({ customer_group: 'b2c' }).expect(200);
    const quoteHome = quote.body.extras.find((e: { extra: { delivery_option: string } }) => e.extra.delivery_option === 'by_home');
    expect(quoteHome.extra.price_cents).toBe(gross);

    const url = `/api/v1/checkout/deals/${deal.id}/final_offer_extras`;
    const extras = (await as('b2c').get(url).expect(200)).body as FinalOfferExtrasDto;
    expect(extras.extras.find((e) => e.extra_id === 'delivery')?.price_cents).toBe(gross);
    expect(extras.extras.find((e) => e.extra_id === 'registration')?.price_cents).toBe(19900);

    const chosen = (await as('b2c').patch(url).send({ delivery_option: 'by_home' }).expect(200)).body as FinalOfferExtrasDto;
    expect(chosen.extras.find((e) => e.extra_id === 'delivery')?.price_cents).toBe(gross);
    const selected = (await as('b2c').patch(url).send({ extra_id: 'delivery' }).expect(200)).body as FinalOfferExtrasDto;
    expect(selected.extras.find((e) => e.selected)?.price_cents).toBe(gross);

    const dealNow = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`).expect(200)).body as DealDto;
    expect(dealNow.final_offer.delivery_price_cents).toBe(gross);
    expect(dealNow.extras.find((e) => e.extra_id === 'delivery')?.price_cents).toBe(gross);
  });

  it('keeps them net for a business customer', async () => {
    const deal = await createDealAs(as('b2b'), b2bOffer);
    const net = await storedDeliveryNet(b2bOffer.carSpecId);
    const extras = (await as('b2b').patch(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`).send({ delivery_option: 'by_home' }).expect(200))
      .body as FinalOfferExtrasDto;
    expect(extras.extras.find((e) => e.extra_id === 'delivery')?.price_cents).toBe(net.by_home);
    expect(extras.extras.find((e) => e.extra_id === 'registration')?.price_cents).toBe(netFromGrossCents(19900));
    const dealNow = (await as('b2b').get(`/api/v1/checkout/deals/${deal.id}`).expect(200)).body as DealDto;
    expect(dealNow.final_offer.delivery_price_cents).toBe(net.by_home);
  });
});

describe('GET /api/v1/checkout/deals/{id}/order_summary (issue 16: the contract next to the order button)', () => {
  const PERSONAL = {
    salutation: 'ms', first_name: 'Erika', last_name: 'Musterfrau', birthday: '12.08.1984', phone: '+49 30 1234567',
    street: 'Unter den Linden', house_number: '5', postal_code: '10117', city: 'Berlin', lived_since: '01.04.2019',
  };
  const BANKING = { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Erika Musterfrau', employment_type: 'employee', employed_since: '01.01.2015', monthly_income: 3850.5 };

  it('gives lender, Sollzins, effektiver Jahreszins and Nettodarlehensbetrag of this configuration, the totals and a masked IBAN', async () => {
    const deal = await createDealAs(as('b2c'), b2cOffer);
    await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_personal_details`).send(PERSONAL).expect(200);
    await as('b2c').patch(`/api/v1/checkout/customer/${userId.b2c}/private_banking_details`).send(BANKING).expect(200);
    await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`).send({ delivery_option: 'by_home' }).expect(200);
    await as('b2c').patch(`/api/v1/checkout/deals/${deal.id}/final_offer_extras`).send({ extra_id: 'registration' }).expect(200);

    const url = `/api/v1/checkout/deals/${deal.id}/order_summary`;
    const response = await as('b2c').get(url).expect(200);
    const summary = response.body as DealOrderSummaryDto;
    const { rows } = await poolOf(t).query(
      `SELECT b.name, b.street, b.postal_code, b.city, b.country, t.sollzins_percent
         FROM car_specs cs JOIN banks b ON b.id = cs.bank_id JOIN lease_terms t ON t.car_spec_id = cs.id AND t.months = 36 AND t.km_per_year = 10000
        WHERE cs.id = $1`,
      [b2cOffer.carSpecId],
    );
    const sollzins = Number(rows[0].sollzins_percent);
    expect(summary).toMatchObject({
      deal_id: deal.id,
      customer_group: 'b2c',
      contract_type: 'Kilometerleasingvertrag',
      lender: { name: rows[0].name, street: rows[0].street, postal_code: rows[0].postal_code, city: rows[0].city, country: rows[0].country },
      borrow_rate_percent: sollzins,
      borrow_rate_fixed: true,
      annual_percentage_rate_percent: Math.round(((1 + sollzins / 1200) ** 12 - 1) * 10000) / 100,
      months: 36,
      customer: { name: 'Erika Musterfrau', address: { street: 'Unter den Linden 5', postal_code: '10117', city: 'Berlin' }, iban_masked: 'DE89 **** **** **** **** 00' },
    });
    // The full IBAN (or any middle part of it) never leaves the server on this route.
    expect(response.text).not.toMatch(/3704|0532|DE89370400440532013000/);

    // The totals are the deal's lines, as the page adds them up.
    const dealNow = (await as('b2c').get(`/api/v1/checkout/deals/${deal.id}`).expect(200)).body as DealDto;
    const expected = dealOrderTotals(dealNow);
    expect(summary.totals.total_cents).toBe(expected.totalCents);
    expect(summary.totals.lines.map((l) => l.key)).toEqual(['downpayment', 'rates', 'delivery', 'extra:registration']);
    expect(summary.totals.total_cents).toBe(summary.totals.lines.reduce((sum, l) => sum + l.amount_cents, 0));
    expect(summary.totals.total_cents).toBe(
      dealNow.final_offer.downpayment_cents + 36 * dealNow.final_offer.total_rate_cents + (dealNow.final_offer.delivery_price_cents ?? 0) + 19900,
    );

    // A higher Anzahlung (gross) lowers the Nettodarlehensbetrag (gross) by the same amount, give or take the VAT rounding.
    await as('b2c').patch(`/api/v1/checkout/final_offers/${deal.final_offer.id}`).send({ downpayment_cents: dealNow.final_offer.downpayment_cents + 119000 }).expect(200);
    const after = (await as('b2c').get(url).expect(200)).body as DealOrderSummaryDto;
    expect(Math.abs(summary.net_loan_amount_cents - after.net_loan_amount_cents - 119000)).toBeLessThanOrEqual(2);
    expect(after.downpayment_cents).toBe(dealNow.final_offer.downpayment_cents + 119000);
  });

  it('answers 404 for another customer\'s deal and null recap fields before the details are saved', async () => {
    const deal = await createDealAs(as('b2b'), b2bOffer);
    expect((await as('b2c').get(`/api/v1/checkout/deals/${deal.id}/order_summary`)).status).toBe(404);
    const own = (await as('b2b').get(`/api/v1/checkout/deals/${deal.id}/order_summary`).expect(200)).body as DealOrderSummaryDto;
    expect(own.customer_group).toBe('b2b');
    expect(own.customer.iban_masked).toBeNull();
    expect(own.net_loan_amount_cents).toBeGreaterThan(0);
  });
});
