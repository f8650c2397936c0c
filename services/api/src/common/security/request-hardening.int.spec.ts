import { startApiTestApp, type ApiTestApp } from '../../../test/api-test-app';
import { DEMO, http, login, seedDemoUsers, poolOf } from '../../modules/wall/test/wall-test-kit';

let t: ApiTestApp;
beforeAll(async () => {
  t = await startApiTestApp('request-hardening');
  await seedDemoUsers(poolOf(t), { discountImport: false });
}, 120_000);
afterAll(async () => t?.close());

it('probe', async () => {
  const r1 = await http(t).post('/api/v1/customers/session').set('content-type', 'application/json').send('{"email":"a\\u0000b","password":"x"}');
  console.log(r1.status, r1.body);
  const r2 = await http(t).post('/api/v1/customers/session').set('content-type', 'application/json').send('['.repeat(3000) + ']'.repeat(3000));
  console.log(r2.status, r2.body);
  const r3 = await http(t).post('/api/v1/customers/session').type('form').send('email=a&password=b');
  console.log(r3.status, r3.body);
  const r4 = await http(t).post('/api/v1/customers/session').set('origin', 'http://localhost:3001').send({ email: DEMO.b2c, password: 'x' });
  console.log(r4.status, r4.body);
  const r5 = await http(t).get('/api/v1/catalog/car_models/a%00b');
  console.log(r5.status, r5.body);
  const r6 = await http(t).get('/api/v1/catalog/search_offers?q=%ED%A0%80');
  console.log(r6.status, r6.body);
  const r7 = await http(t).post('/api/v1/customers/session').set('content-type', 'application/json').send('{"email":"\\ud800","password":"x"}');
  console.log(r7.status, r7.body);
  const r8 = await http(t).post('/api/v1/customers/session').set('content-type', 'application/json').send('{bad');
  console.log(r8.status, r8.body);
  await login(t, DEMO.b2c);
});
