import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** German accessibility law (BITV 2.0) follows WCAG 2.1 AA; serious and critical findings fail. */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const totalPrice = (page: Page) => page.getByTestId('total-monthly-price');

test.describe('catalogue journey', () => {
  test('home → /leasing → filter by brand and fuel → offer → term change → total and PAngV', async ({ page }) => {
    await page.goto('/?customer_type=P');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuwagen leasen – privat und gewerblich' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hot Deals' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Fahrzeugsuche' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/catalogue-home.png', fullPage: true });

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
    await page.screenshot({ path: 'test-results/screenshots/catalogue-leasing-filtered.png', fullPage: true });

    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing\/[a-z-]+\/vw-[a-z0-9-]+\?customer_type=P/);
    await expect(page.getByText(/\d+ Angebote? gefunden/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen');
    const before = await totalPrice(page).textContent();
    await expect(page.getByText('Inkl. USt/mtl.')).toBeVisible();

    await page.getByRole('radio', { name: '48 Monate' }).click();
    await expect(page).toHaveURL(/months=48/);
    await page.getByRole('radio', { name: '20.000 km' }).click();
    await expect(page).toHaveURL(/months=48&km_per_year=20000/);
    await expect(totalPrice(page)).not.toHaveText(before ?? '');
    await expect(totalPrice(page)).toHaveText(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);

    const pangv = page.getByRole('region', { name: 'Repräsentatives Beispiel gemäß § 17 PAngV' });
    await expect(pangv).toContainText('48 Monate');
    await expect(pangv).toContainText('Effektiver Jahreszins');
    await expect(pangv).toContainText('Nettodarlehensbetrag');
    await expect(page.getByRole('region', { name: 'CO₂-Klasse' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt anfragen' })).toHaveAttribute('href', /^\/create-deal\?deal_props=/);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/catalogue-detail.png', fullPage: true });

    await page.setViewportSize({ width: 320, height: 740 });
    await page.screenshot({ path: 'test-results/screenshots/catalogue-detail-320.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
  });
});
