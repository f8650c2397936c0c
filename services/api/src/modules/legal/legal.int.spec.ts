import request from 'supertest';
import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';

/** GET /fe-api/v1/legal/operator serves the OPERATOR_* configuration the runtime config read at start. */
const ENV = {
  OPERATOR_NAME: 'Leasing Prüfung AG',
  OPERATOR_MANAGING_DIRECTORS: 'Erika Mustermann, Max Mustermann',
  OPERATOR_REGISTER: 'Amtsgericht Musterstadt, HRB 0',
  OPERATOR_VAT_ID: '',
  OPERATOR_EMAIL: 'kontakt@pruefung.example',
} as const;

let t: ApiTestApp;
const http = () => request(t.app.getHttpServer());

beforeAll(async () => {
  Object.assign(process.env, ENV);
  t = await startApiTestApp('legal-operator');
}, 120_000);
afterAll(async () => {
  await t?.close();
  for (const key of Object.keys(ENV)) delete process.env[key];
});

describe('GET /fe-api/v1/legal/operator', () => {
  it('answers publicly and cacheable with the configured values, empty ones as null and the example values for the rest', async () => {
    const res = await http().get('/fe-api/v1/legal/operator').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toEqual({
      name: 'Leasing Prüfung AG',
      managing_directors: ['Erika Mustermann', 'Max Mustermann'],
      register: 'Amtsgericht Musterstadt, HRB 0',
      vat_id: null, // set but empty: not shown
      email: 'kontakt@pruefung.example',
      // Not set outside production: the fictional development values (none for phone and broker authority).
      street: 'Musterstraße 1',
      postal_code: '12345',
      city: 'Musterstadt',
      phone: null,
      privacy_email: 'datenschutz@autoleasing.example',
      broker_authority: null,
    });
  });

  it('refuses unknown query keys with a German 400', async () => {
    const res = await http().get('/fe-api/v1/legal/operator?x=1').expect(400);
    expect(res.body).toMatchObject({ code: 'unknown_parameter', message: 'Der Parameter „x“ ist unbekannt.' });
  });
});
