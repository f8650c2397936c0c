import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { apiStaffLogin, passSecondFactorStep } from './support/second-factor';
import { lookAt } from './support/look-at';

const ADMIN = 'admin@autoleasing.example';
const CUSTOMER = 'privat@autoleasing.example';
const PASSWORD = 'Leasing2026!';

/**
 * Issue 20, item 8: a failed login lands in the security log, and an Admin finds it on
 * /admin/security_log with the filters, by keyboard; the page is axe clean.
 */
test.describe('security log', () => {
  test('an admin finds a failed login in the security log', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(CUSTOMER);
    await page.getByLabel('Passwort', { exact: true }).fill('Falsch-Passwort-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();

    await page.goto('/login?redirect_url=%2Fadmin%2Fsecurity_log');
    await page.getByLabel('E-Mail-Adresse').fill(ADMIN);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await passSecondFactorStep(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/security_log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheitsprotokoll' })).toBeVisible();
    // Logged in below 1440 px (this viewport: 1280), the admin's four header links fold into "Menü"
    // (site-header.tsx); it lists this page as the current one, and Escape folds it away again.
    const menu = page.getByRole('button', { name: 'Menü' });
    await menu.click();
    const current = page.getByRole('navigation', { name: 'Adminnavigation' }).getByRole('link', { name: 'Sicherheitsprotokoll' });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await current.focus();
    await page.keyboard.press('Escape');
    await expect(current).toBeHidden();
    await expect(menu).toBeFocused();

    // The filters by keyboard: choose the kind, Enter in a field applies them.
    const kind = page.getByRole('combobox', { name: 'Art' });
    await kind.focus();
    await kind.selectOption({ label: 'Anmeldung fehlgeschlagen' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Nutzer-ID' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/security_log\?kind=login_failed$/);

    const table = page.getByRole('table', { name: /Einträge, neueste zuerst/ });
    const row = table.getByRole('row').filter({ hasText: 'Anmeldung fehlgeschlagen' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('POST /api/v1/customers/session');
    await expect(row).toContainText('code: invalid_credentials');
    await expect(table.getByRole('row').filter({ hasText: 'Anmeldung erfolgreich' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/security-log.png', fullPage: true });

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/admin\/security_log$/);
    await expect(table.getByRole('row').filter({ hasText: 'Anmeldung erfolgreich' }).first()).toBeVisible();
  });

  test('every answer carries a Permissions-Policy; answers to a logged-in admin are not cached', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['permissions-policy']).toContain('camera=()');
    await apiStaffLogin(request, ADMIN, PASSWORD);
    const log = await request.get('/api/v1/admin/security_log');
    expect(log.status()).toBe(200);
    expect(log.headers()['cache-control']).toBe('no-store');
  });
});
