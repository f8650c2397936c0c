import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

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

/** The first link of the server's HTML that matches, without its query. */
async function linkIn(request: APIRequestContext, url: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(url)).text();
  const href = pattern.exec(html)?.[1];
  expect(href, `${url}: ${pattern}`).toBeTruthy();
  return href!.replace(/&amp;/g, '&').split('?')[0];
}

test.describe('server-rendered public pages', () => {
  const urls: Record<string, string> = {};

  test.beforeAll(async ({ request }) => {
    await expect
      .poll(async () => (await (await request.get('/api/v1/jobs/maintenance--initial-demo-data')).json()).state, { timeout: 150_000 })
      .toBe('completed');
    urls.car = await linkIn(request, '/', /href="(\/leasing-angebote\/[^"]+)"/);
    urls.model = await linkIn(request, '/leasing', /href="(\/leasing\/[a-z-]+\/[a-z0-9-]+)[?"]/);
    urls.article = await linkIn(request, '/magazin/ratgeber', /href="(\/magazin\/ratgeber\/[a-z0-9-]+)"/);
  });

  const pageTypes: [string, () => string][] = [
    ['homepage', () => '/'],
    ['all offers', () => '/leasing'],
    ['category', () => urls.model.split('/').slice(0, 3).join('/')],
    ['model', () => urls.model],
    ['engines', () => `${urls.model}/motorisierungen`],
    ['car', () => urls.car],
    ['package', () => `/package/${urls.car.slice(-36)}`],
    ['hot deals', () => '/hot-deals'],
    ['special offers', () => '/leasing-sonderangebote'],
    ['magazine', () => '/magazin'],
    ['magazine category', () => '/magazin/ratgeber'],
    ['magazine article', () => urls.article],
    ['help', () => '/hilfe'],
    ['imprint', () => '/impressum'],
    ['privacy', () => '/datenschutz'],
  ];
  for (const [name, url] of pageTypes) {
    test(`${name}: hydrates without a mismatch and is axe clean`, async ({ page }) => {
      const messages = watchConsole(page);
      await openHydrated(page, url());
      await expectNoSeriousAxeViolations(page, 'all');
      expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
    });
  }

  test('an unknown page: 404, hydrates without a mismatch and is axe clean', async ({ page }) => {
    const messages = watchConsole(page);
    await openHydrated(page, '/gibt-es-nicht', 404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('nicht gefunden');
    await expectNoSeriousAxeViolations(page, 'all');
    expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
  });

  test('an unknown series under a real category and brand: 404, not an empty listing, and hydrates without a mismatch', async ({ page }) => {
    const messages = watchConsole(page);
    await openHydrated(page, '/leasing/suv/bmw-gibtsnicht', 404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('nicht gefunden');
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
