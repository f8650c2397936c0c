import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations, seriousAxeViolations } from './support/axe';
import { lookAt } from './support/look-at';

const NOT_FOUND_TEXT = 'Ohje, die gewünschte Seite wurde nicht gefunden...';

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
    await lookAt(page, { path: 'test-results/screenshots/home.png', fullPage: true });
  });

  test('the axe check fails a page with serious findings (control for every journey that relies on it)', async ({ page }) => {
    await page.goto('/impressum');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // An image without a text alternative and a button without a name, as a careless change would add them.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button type="button"></button>');
    });
    const findings = await seriousAxeViolations(page);
    expect(findings.some((finding) => finding.startsWith('image-alt:'))).toBe(true);
    expect(findings.some((finding) => finding.startsWith('button-name:'))).toBe(true);
    expect((await seriousAxeViolations(page, 'all')).length).toBeGreaterThanOrEqual(2);
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
    await lookAt(page, { path: 'test-results/screenshots/not-found.png', fullPage: true });

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
    await lookAt(page, { path: 'test-results/screenshots/mobile-menu.png' });
  });
});
