import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const NOT_FOUND_TEXT = 'Ohje, die gewünschte Seite wurde nicht gefunden...';

/** German accessibility law (BITV 2.0) follows WCAG 2.1 AA; serious and critical findings fail. */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('foundation journey', () => {
  test('home page: German heading, skip link by keyboard, no serious axe findings', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/autoleasing/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuwagen leasen – privat und gewerblich' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the content, past the header navigation.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(focusedInMain).toBe(true);

    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
  });

  test('unknown page: 404 text, both links, no serious axe findings', async ({ page }) => {
    await page.goto('/gibt-es-nicht?customer_type=P');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toHaveAttribute('href', '/?customer_type=P');
    await expect(page.getByRole('link', { name: 'Zu den Sonderangeboten', exact: true })).toHaveAttribute(
      'href',
      '/leasing-sonderangebote?customer_type=P',
    );

    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/not-found.png', fullPage: true });

    await page.getByRole('link', { name: 'Zu den Sonderangeboten', exact: true }).click();
    await expect(page).toHaveURL(/\/leasing-sonderangebote\?customer_type=P$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sonderangebote' })).toBeVisible();
  });

  test('mobile: main navigation folds into a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/leasing');
    await expect(page.getByRole('heading', { level: 1, name: 'Leasing-Angebote' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Sonderangebote' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/mobile-menu.png' });
  });
});
