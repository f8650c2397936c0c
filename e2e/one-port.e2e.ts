import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

/** The app as `npm start` runs it: api, worker, projections and web on one port. */
test.describe('one port serves web, API and its documentation', () => {
  test('health reports every dependency and the projections', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.checks).toMatchObject({ postgres: { ok: true }, redis: { ok: true }, eventStore: { ok: true } });
    expect(body.projections.map((p: { name: string }) => p.name)).toContain('audit-trail');
  });

  test('the worker filled the catalogue through the demo data job', async ({ request }) => {
    await expect
      .poll(async () => (await (await request.get('/api/v1/jobs/maintenance--initial-demo-data')).json()).state, { timeout: 120_000 })
      .toBe('completed');
    const job = await (await request.get('/api/v1/jobs/maintenance--initial-demo-data')).json();
    expect(job.progress).toBe(100);
    expect(job.result.offers).toBeGreaterThanOrEqual(2000);
    expect(job.result.users).toBe(4);
  });

  test('API errors are German JSON with a stable code, pages are the web app', async ({ request, page }) => {
    const api = await request.get('/api/v1/gibt-es-nicht');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' });
    const response = await page.goto('/leasing');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leasing-Angebote');
    await expectNoSeriousAxeViolations(page, 'all');
  });

  test('the OpenAPI document lists the endpoints', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('/api/v1/jobs/{id}', { exact: true })).toBeVisible();
  });
});
