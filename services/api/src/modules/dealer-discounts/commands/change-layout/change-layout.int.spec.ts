import { discountLayoutStreamId } from '@autoleasing/domain';
import type { Pool } from 'pg';
import { startApiTestApp, type ApiTestApp } from '../../../../../test/api-test-app';
import { httpSpec, type ApiRequest } from '../../../../../test/http-spec';
import { DEMO, login, poolOf, seedDemoUsers } from '../../../wall/test/wall-test-kit';

jest.setTimeout(60_000);

/**
 * PATCH /api/v1/dealers/{id}/discount_layouts, given/when/then over HTTP (httpSpec): the answer is
 * built from the command's own decision on the layout stream, and a refused change appends nothing.
 */
describe('dealer table: changing the number of additional columns', () => {
  let t: ApiTestApp;
  let pool: Pool;
  let token: string;
  let dealerId: string;
  let manufacturerId: string;

  beforeAll(async () => {
    t = await startApiTestApp('change_layout');
    pool = poolOf(t);
    await seedDemoUsers(pool, { discountImport: false });
    token = await login(t, DEMO.Dealer);
    dealerId = (await pool.query<{ dealer_id: string }>('SELECT dealer_id FROM users WHERE email = $1', [DEMO.Dealer])).rows[0].dealer_id;
    manufacturerId = (await pool.query(`SELECT id FROM manufacturers WHERE slug = 'vw'`)).rows[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const stream = () => discountLayoutStreamId(dealerId, manufacturerId);
  const changed = (previousNumber: number, numberAdditionalDiscounts: number) => ({
    type: 'DiscountLayoutChanged',
    data: { dealerId, manufacturerId, previousNumber, numberAdditionalDiscounts, removing: false, changedAt: '2026-11-01T09:00:00.000Z' },
  });
  const patch =
    (body: Record<string, unknown>): ApiRequest =>
    (api) =>
      api.patch(`/api/v1/dealers/${dealerId}/discount_layouts`).set('authorization', `Bearer ${token}`).send({ manufacturer_id: manufacturerId, ...body });

  it('given 3 columns, when the dealer asks for 4, then 4 and one change from 3 to 4', async () => {
    await httpSpec(t)
      .given({ [stream()]: [changed(2, 3)] })
      .when(patch({ number_additional_discounts: 4 }))
      .then({ status: 200, body: { number_additional_discounts: 4 } }, { [stream()]: [{ type: 'DiscountLayoutChanged', data: { previousNumber: 3, numberAdditionalDiscounts: 4, removing: false } }] });
  });

  it('given 4 columns, when the dealer asks for 6, then 409 with the limit and nothing appended', async () => {
    await httpSpec(t)
      .given({})
      .when(patch({ number_additional_discounts: 6 }))
      .then({ status: 409, body: { code: 'discount_column_limit' } }, { [stream()]: [] });
  });

  it('given 4 columns, when the dealer asks for 4 again, then 4 and nothing appended', async () => {
    await httpSpec(t)
      .given({})
      .when(patch({ number_additional_discounts: 4 }))
      .then({ status: 200, body: { number_additional_discounts: 4 } }, { [stream()]: [] });
  });
});
