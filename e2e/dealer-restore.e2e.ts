import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client } from 'pg';
import { passSecondFactorStep } from './support/second-factor';

const DEALER = 'haendler@autoleasing.example';
const PASSWORD = 'Leasing2026!';

/** BITV 2.0 follows WCAG 2.1 AA; serious and critical findings fail. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

interface WatchedRow {
  bankId: string;
  manufacturerId: string;
  orderCode: string;
}

/**
 * A complete row of the demo dealer's b2c table (the other journeys work on b2b tables, so their
 * update_all never touches it), of a car model whose order code is unique. Test setup only: the
 * database the app runs on is read once the demo seed's discounts have reached the read model.
 */
async function watchedRow(): Promise<WatchedRow> {
  let found: WatchedRow | undefined;
  await expect(async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/autoleasing' });
    await client.connect();
    try {
      const { rows } = await client.query<{ bank_id: string; manufacturer_id: string; vehicle_order_code: string }>(
        `SELECT r.bank_id, r.manufacturer_id, cm.vehicle_order_code
           FROM dealer_discount_rows r
           JOIN users u ON u.dealer_id = r.dealer_id AND u.email = $1
           JOIN car_models cm ON cm.id = r.car_model_id
          WHERE r.customer_group = 'b2c' AND r.state = 'available'
            AND (SELECT count(*) FROM car_models same WHERE same.vehicle_order_code = cm.vehicle_order_code) = 1
          ORDER BY r.bank_id DESC, r.car_model_id DESC
          LIMIT 1`,
        [DEALER],
      );
      expect(rows).toHaveLength(1);
      found = { bankId: rows[0].bank_id, manufacturerId: rows[0].manufacturer_id, orderCode: rows[0].vehicle_order_code };
    } finally {
      await client.end();
    }
  }).toPass({ timeout: 60_000, intervals: [500] });
  return found as WatchedRow;
}

const cellOf = (row: Locator, field: string) => row.locator(`td[data-field="${field}"]`);
const shownPercent = (text: string) => text.replace(/[^\d,]/g, '');

test.describe('dealer discounts: restore a past state (issue 21 item 6)', () => {
  test('edit → Stand vom before the edit → Diesen Stand wiederherstellen (count, confirm) → the old value is back, audited as a restore', async ({ page }) => {
    const watched = await watchedRow();
    const tablePath = `/dealer/discount?customer_group=b2c&bank_id=${watched.bankId}&manufacturer_id=${watched.manufacturerId}&page=1&search=${watched.orderCode}`;
    await page.goto(tablePath);
    await expect(page).toHaveURL(/\/login\?redirect_url=/);
    await page.getByLabel('E-Mail-Adresse').fill(DEALER);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await passSecondFactorStep(page, DEALER);
    await expect(page).toHaveURL(/\/dealer\/discount\?customer_group=b2c/);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(2);
    const base = cellOf(grid.getByRole('row').nth(1), 'base_discount');
    await expect(base).toContainText('%');
    const oldValue = shownPercent((await base.textContent()) ?? '');

    // The moment before the edit (what 'Stand vom' will bring back), then one edit by keyboard.
    const beforeEdit = new Date().toISOString();
    const typed = oldValue === '11,00' ? '9,00' : '11,00';
    await base.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Speichern (1)' }).click();
    await expect(page.getByText('1 Zelle gespeichert')).toBeVisible();
    await expect(base).toContainText(`${typed} %`);

    // 'Stand vom' before the edit (as the audit explorer's link opens it): read-only, the old value.
    await page.goto(`${tablePath}&as_of=${encodeURIComponent(beforeEdit)}`);
    await expect(page.getByText(/^Stand vom .*: nur zum Lesen/)).toBeVisible();
    await expect(base).toContainText(`${oldValue} %`);
    await page.getByRole('button', { name: 'Diesen Stand wiederherstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stand wiederherstellen' });
    await expect(dialog).toContainText('1 Zelle in 1 Zeile werden auf den Stand vom');
    expect(await axeBlocking(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/dealer-restore-dialog.png', fullPage: true });
    await dialog.getByRole('button', { name: '1 Zelle wiederherstellen' }).click();

    // Back on the current table, which holds the value of then again.
    await expect(page).not.toHaveURL(/as_of=/);
    await expect(page.getByText(/wiederhergestellt: 1 Zelle geändert\./)).toBeVisible();
    await expect(base).toContainText(`${oldValue} %`);
    expect(await axeBlocking(page)).toEqual([]);

    // The cell's history shows the restore (with the moment) above the edit: nothing was rewritten.
    await base.click();
    await page.keyboard.press('Alt+v');
    const history = page.getByRole('dialog', { name: /^Verlauf: Basisnachlass/ });
    await expect(history.getByRole('listitem').first()).toContainText(`${typed} % → ${oldValue} %`);
    await expect(history.getByRole('listitem').first()).toContainText(/Wiederherstellung Stand vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(history.getByRole('listitem').nth(1)).toContainText(`${oldValue} % → ${typed} %`);
    expect(await axeBlocking(page)).toEqual([]);
  });
});
