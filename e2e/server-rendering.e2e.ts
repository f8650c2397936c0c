import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18, item 1: public pages arrive rendered by the server and React hydrates them without a
 * mismatch; links then navigate inside the page (no new document).
 */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)|Content Security Policy/i;

function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

async function openHydrated(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  // The server's HTML already has the heading, before any script ran.
  expect(await response?.text(), url).toMatch(/<h1[ >]/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

async function expectAxeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function hrefOf(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, selector).toBeTruthy();
  return href!.split('?')[0];
}

test.describe('server-rendered public pages', () => {
  test.beforeAll(async ({ request }) => {
    await expect
      .poll(async () => (await (await request.get('/api/v1/jobs/maintenance--initial-demo-data')).json()).state, { timeout: 120_000 })
      .toBe('completed');
  });

  test('each public page type hydrates without a mismatch and is axe clean', async ({ page }) => {
    test.setTimeout(180_000);
    const messages = watchConsole(page);
    await openHydrated(page, '/');
    const car = await hrefOf(page, 'main a[href^="/leasing-angebote/"]');
    await openHydrated(page, '/leasing');
    const model = await hrefOf(page, 'main a[href^="/leasing/"][href*="-"]');
    const category = model.split('/').slice(0, 3).join('/');
    await openHydrated(page, '/magazin/ratgeber');
    const article = await hrefOf(page, 'main a[href^="/magazin/ratgeber/"]');
    const pages = ['/', '/leasing', category, model, `${model}/motorisierungen`, car, `/package/${car.slice(-36)}`, '/hot-deals', '/leasing-sonderangebote', '/magazin/ratgeber', article, '/impressum', '/datenschutz'];
    for (const url of pages) {
      await openHydrated(page, url);
      await expectAxeClean(page);
    }
    await openHydrated(page, '/gibt-es-nicht', 404);
    await expectAxeClean(page);
    expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
  });

  test('a link on a server-rendered page navigates in the page, without a new document', async ({ page }) => {
    const messages = watchConsole(page);
    await openHydrated(page, '/leasing');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const card = page.locator('main a[href^="/leasing/"][href*="-"]').first();
    const target = (await card.getAttribute('href'))!.split('?')[0];
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${target}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(documents).toEqual([]);
    expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
  });
});
