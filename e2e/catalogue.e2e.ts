import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { lookAt } from './support/look-at';
import { chooseOtherMonths } from './support/term-picker';

const totalPrice = (page: Page) => page.getByTestId('total-monthly-price');

test.describe('catalogue journey', () => {
  test('home → /leasing → filter by brand and fuel → offer → term change → total and PAngV', async ({ page }) => {
    await page.goto('/?customer_type=P');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuwagen leasen – privat und gewerblich' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hot Deals' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Fahrzeugsuche' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/catalogue-home.png', fullPage: true });

    await page.getByRole('link', { name: 'Privatleasing entdecken' }).click();
    await expect(page).toHaveURL(/\/leasing\?customer_type=P$/);
    await expect(page.getByText(/Modellreihen gefunden/)).toBeVisible();
    // Start on page 2, so the filter change must bring the page back to 1. Boxes are clicked, not
    // .check()ed: their state follows the URL, which the router commits a moment later.
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('group', { name: 'Marke' }).getByRole('checkbox', { name: 'Volkswagen' }).click();
    await expect(page).toHaveURL(/\/leasing\?customer_type=P&manufacturer_name=vw$/);
    await page.getByRole('group', { name: 'Kraftstoff' }).getByRole('checkbox', { name: 'Elektro' }).click();
    await expect(page).toHaveURL(/\/leasing\?customer_type=P&manufacturer_name=vw&fuel_type=electric$/);
    await expect(page.getByText(/\d+ Modellreihen? gefunden/)).toBeVisible();
    await lookAt(page, { path: 'test-results/screenshots/catalogue-leasing-filtered.png', fullPage: true });

    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing\/[a-z-]+\/vw-[a-z0-9-]+\?customer_type=P/);
    await expect(page.getByText(/\d+ Angebote? gefunden/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen');
    const before = await totalPrice(page).textContent();
    await expect(page.locator('.price-box__label')).toHaveText('inkl. USt. mtl.');

    const months = await chooseOtherMonths(page);
    await page.getByRole('radio', { name: '20.000 km' }).click();
    await expect(page).toHaveURL(new RegExp(`months=${months}&km_per_year=20000`));
    await expect(totalPrice(page)).not.toHaveText(before ?? '');
    await expect(totalPrice(page)).toHaveText(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);

    const pangv = page.getByRole('region', { name: 'Repräsentatives Beispiel gemäß § 17 PAngV' });
    await expect(pangv).toContainText(`${months} Monate`);
    await expect(pangv).toContainText('Effektiver Jahreszins');
    await expect(pangv).toContainText('Nettodarlehensbetrag');
    await expect(page.getByRole('region', { name: 'CO₂-Klasse' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt anfragen' })).toHaveAttribute('href', /^\/create-deal\?deal_props=/);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/catalogue-detail.png', fullPage: true });

    await page.setViewportSize({ width: 320, height: 740 });
    await lookAt(page, { path: 'test-results/screenshots/catalogue-detail-320.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
    // Scrolled to the end, the footer's legal links lie above the phone price bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await page.getByRole('region', { name: 'Monatsrate und Anfrage' }).boundingBox())!.y;
    for (const name of ['Impressum', 'Datenschutz', 'AGB']) {
      const link = (await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).boundingBox())!;
      expect(link.y + link.height, name).toBeLessThanOrEqual(barTop);
    }
  });
});

// Pre-configured car specs of the deterministic demo data (npm run seed -- --size demo).
const PACKAGE_FOR_BOTH = '031c4d8b-b3c2-57c9-b608-43af7e9251d3';
const PACKAGE_FOR_B2B_ONLY = '164a021e-4c6d-56e4-870c-60debe5a174d';

/** Every link of an open menu panel lies inside the panel, and the panel inside the screen's `width`. */
async function expectContentInside(panel: Locator, width = Infinity): Promise<void> {
  await expect(panel).toBeVisible();
  const sticking = await panel.evaluate((element, screen) => {
    const box = element.getBoundingClientRect();
    const out = [...element.querySelectorAll('a, a span')].filter((e) => e.getBoundingClientRect().right > box.right + 1).map((e) => e.textContent);
    return box.right > screen + 1 ? [`the panel ends at ${box.right} px`, ...out] : out;
  }, width);
  expect(sticking).toEqual([]);
}

test.describe('catalogue journeys (issue 3)', () => {
  test('filter by fuel type and budget → page reset → offer → months and km → group switch changes net/gross labels', async ({ page }) => {
    await page.goto('/leasing?customer_type=P');
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);

    await page.getByRole('group', { name: 'Kraftstoff' }).getByRole('checkbox', { name: 'Benzin' }).click();
    await expect(page).toHaveURL(/fuel_type=petrol/);
    await expect(page).not.toHaveURL(/page=/);
    // Back to page 2, then the budget: the filter change must bring the page back to 1 again.
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // The budget is a pair of number fields in 10 € steps (spec 3.14): the bound applies on Enter.
    const budgetMax = page.getByRole('group', { name: 'Monatliche Rate (brutto)', exact: true }).getByLabel('bis (€)');
    await budgetMax.fill('500');
    await budgetMax.press('Enter');
    await expect(page).toHaveURL(/fuel_type=petrol.*gross_finance_rate_cents%5Bmax%5D=\d+|gross_finance_rate_cents%5Bmax%5D=\d+.*fuel_type=petrol/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(/\d+ Modellreihen? gefunden/)).toBeVisible();
    // The previous filters' cards stay on screen while the new ones load: click a card of the new result.
    await expect(page.locator('.catalogue-results')).toHaveAttribute('aria-busy', 'false');

    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page.getByText(/\d+ Angebote? gefunden/)).toBeVisible();
    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\//);
    const before = await totalPrice(page).textContent();
    await expect(page.locator('.price-box__label')).toHaveText('inkl. USt. mtl.');
    const months = await chooseOtherMonths(page);
    await page.getByRole('radio', { name: '20.000 km' }).click();
    await expect(page).toHaveURL(new RegExp(`months=${months}&km_per_year=20000`));
    await expect(totalPrice(page)).not.toHaveText(before ?? '');

    // The group switch sits on the listings: back to the model's offers, switch to business.
    await page.goBack();
    await expect(page.getByText(/\d+ Angebote? gefunden/)).toBeVisible();
    await expect(page.locator('.card-grid .rate__label').first()).toHaveText('inkl. USt. mtl.');
    await page.getByText('Geschäftskunden (netto)').click();
    await expect(page).toHaveURL(/customer_type=B/);
    await expect(page.locator('.card-grid .rate__label').first()).toHaveText('netto mtl.');
    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\/.*customer_type=B/);
    await expect(totalPrice(page)).toBeVisible();
    await expect(page.getByRole('main').getByText('netto mtl.').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('inkl. USt. mtl.')).toHaveCount(0);
  });

  test("an old URL with 'Lagerwagen' lands on /leasing with inventory_type=stock through a 301", async ({ page, request }) => {
    const answer = await request.get('/Lagerwagen', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/leasing\?inventory_type=stock$/);

    const response = await page.goto('/Lagerwagen');
    const chain: number[] = [];
    for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) chain.push((await r.response())!.status());
    expect(chain).toEqual([301]);
    await expect(page).toHaveURL(/\/leasing\?inventory_type=stock$/);
    await expect(page.getByRole('group', { name: 'Verfügbarkeit' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  });

  test('an invalid km value on an offer URL lands on /error?code=1', async ({ page }) => {
    await page.goto(`/leasing-angebote/paket-${PACKAGE_FOR_BOTH}?km_per_year=12345`);
    await expect(page).toHaveURL(/\/error\?code=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('magazine: front page, category, article and newsletter sign-up', async ({ page }) => {
    await page.goto('/magazin');
    await page.getByRole('link', { name: 'Alle Artikel: Ratgeber' }).click();
    await expect(page).toHaveURL(/\/magazin\/ratgeber$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Magazin: Ratgeber' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/magazin\/ratgeber\/[a-z0-9-]+$/);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    // SEO from the content endpoint: title, description and canonical of this article.
    await expect(page).toHaveTitle(/ \| autoleasing/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/magazin\/ratgeber\/[a-z0-9-]+$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/magazine-article.png', fullPage: true });

    const newsletter = page.getByRole('region', { name: /Newsletter/ });
    await newsletter.getByLabel('E-Mail-Adresse').fill(`leser-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Anmelden' }).click();
    await expect(newsletter.getByRole('status')).toContainText('Bitte bestätigen Sie Ihre Anmeldung');
  });

  test('navigation menus by keyboard: Enter and Space open, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/leasing?customer_type=P');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const brands = nav.getByRole('button', { name: 'Marken' });
    await brands.focus();
    await page.keyboard.press('Enter');
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    const brandPanel = page.locator(`#${(await brands.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await expect(brandPanel.getByRole('link', { name: /BMW/ })).toBeVisible();
    await lookAt(page, { path: 'test-results/screenshots/nav-brands.png' });
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(brandPanel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
    await expect(brands).toBeFocused();

    const stock = nav.getByRole('button', { name: 'Sofort verfügbar' });
    await stock.focus();
    await page.keyboard.press('Space');
    await expect(stock).toHaveAttribute('aria-expanded', 'true');
    await lookAt(page, { path: 'test-results/screenshots/nav-stock.png' });
    const budget = page.getByRole('link', { name: /^bis € 200,00 inkl\. USt\. mtl\./ });
    await budget.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/inventory_type=stock&gross_finance_rate_cents%5Bmax%5D=20000&customer_type=P/);
    await expect(stock).toHaveAttribute('aria-expanded', 'false');
    // A hot deal's rate with its terms wraps inside the panel (it once ran far past its right edge).
    const hot = nav.getByRole('button', { name: 'Hot Deals' });
    await hot.click();
    await expectContentInside(page.locator(`#${(await hot.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`));
    await hot.click();

    // Phones: the menus sit in the folded menu, in the screen's width (two columns of brands too).
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menü' }).click();
    await nav.getByRole('button', { name: 'Marken' }).click();
    await expectContentInside(page.locator(`#${(await brands.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`), 375);
    await nav.getByRole('button', { name: 'Marken' }).click();
    await nav.getByRole('button', { name: 'Magazin' }).click();
    await expect(nav.getByRole('link', { name: 'Ratgeber' })).toBeVisible();
    await lookAt(page, { path: 'test-results/screenshots/nav-mobile-magazine.png' });
    await nav.getByRole('link', { name: 'Ratgeber' }).click();
    await expect(page).toHaveURL(/\/magazin\/ratgeber$/);
  });

  test('package page: the model’s packages, and the 400 page for the other group with its switch', async ({ page }) => {
    await page.goto(`/package/${PACKAGE_FOR_BOTH}?customer_type=P`);
    await expect(page.getByRole('heading', { level: 1, name: /Paketangebote$/ })).toBeVisible();
    await expect(page.locator('.package-card').first()).toBeVisible();
    await expect(page.locator('.package-card[aria-current="true"]')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/package-page.png', fullPage: true });

    await page.goto(`/package/${PACKAGE_FOR_B2B_ONLY}?customer_type=P`);
    await expect(page.getByText('Leider sind diese Pakete nur für Geschäftskunden verfügbar.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden und selbst konfigurieren' })).toHaveAttribute('href', /^\/login\?redirect_url=/);
    await expect(page.getByRole('link', { name: 'Leasing-Angebote für Geschäftskunden' })).toHaveAttribute('href', '/leasing?customer_type=B');
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/package-400.png', fullPage: true });
    await page.getByRole('button', { name: 'Als Geschäftskunde ansehen' }).click();
    await expect(page).toHaveURL(/customer_type=B/);
    await expect(page.getByRole('heading', { level: 1, name: /Paketangebote$/ })).toBeVisible();
    await expect(page.getByRole('main').getByText('netto mtl.').first()).toBeVisible();
  });
});
