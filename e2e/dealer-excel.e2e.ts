import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInAsStaffTwin } from './support/second-factor';
import { withAppDatabase } from './support/app-database';
import { lookAt } from './support/look-at';

const DEALER = 'haendler@autoleasing.example';
const PASSWORD = 'Leasing2026!';

/**
 * A complete b2b row of the demo dealer, found by an order code only one car model has. Test
 * setup only: which table holds what is read from the database the app runs on; everything after
 * it goes through the browser.
 */
async function completeRow(): Promise<{ bankId: string; manufacturerId: string; carModelId: string; orderCode: string }> {
  return withAppDatabase(async (client) => {
    let row: { bank_id: string; manufacturer_id: string; car_model_id: string; vehicle_order_code: string } | undefined;
    // On a fresh database the demo seed's discount events fill the read model a few seconds after start.
    await expect(async () => {
      const { rows } = await client.query(
        `SELECT r.bank_id, r.manufacturer_id, r.car_model_id, cm.vehicle_order_code
           FROM dealer_discount_rows r
           JOIN users u ON u.dealer_id = r.dealer_id AND u.email = $1
           JOIN car_models cm ON cm.id = r.car_model_id
          WHERE r.customer_group = 'b2b' AND r.state = 'available'
            AND (SELECT count(*) FROM car_models same WHERE same.vehicle_order_code = cm.vehicle_order_code) = 1
          ORDER BY r.bank_id DESC, r.car_model_id DESC LIMIT 1`,
        [DEALER],
      );
      row = rows[0];
      expect(row).toBeDefined();
    }).toPass({ timeout: 60_000, intervals: [500] });
    return { bankId: row!.bank_id, manufacturerId: row!.manufacturer_id, carModelId: row!.car_model_id, orderCode: row!.vehicle_order_code };
  });
}

test('Excel round trip (issue 21): export as .xlsx, edit a cell in the file, re-import, see the dry run, apply, see the new value', async ({ page }, testInfo) => {
  const target = await completeRow();
  await page.goto(`/dealer/discount?customer_group=b2b&bank_id=${target.bankId}&manufacturer_id=${target.manufacturerId}&page=1&search=${target.orderCode}`);
  await expect(page).toHaveURL(/\/login\?redirect_url=/);
  await signInAsStaffTwin(page, DEALER, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`search=${target.orderCode}`));
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(2);
  const base = grid.getByRole('row').nth(1).locator('td[data-field="base_discount"]');

  // Export: the download is the filtered table (one car model) with German headers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportieren (Excel)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Rabatte – .+ – Geschäftskunden – .+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const headers = sheet.getRow(1).values as unknown[];
  expect(sheet.getRow(2).getCell(headers.indexOf('Fahrzeug-ID')).value).toBe(target.carModelId);
  const baseCell = sheet.getRow(2).getCell(headers.indexOf('Basisnachlass (%)'));
  // One of two values, the one the cell does not hold: a re-run on the same database toggles.
  const newValue = baseCell.value === 11.25 ? 12.75 : 11.25;
  const newText = `${newValue.toFixed(2).replace('.', ',')} %`;
  baseCell.value = newValue;
  const edited = testInfo.outputPath('Rabatte bearbeitet.xlsx');
  await workbook.xlsx.writeFile(edited);

  // Import: the dry run lists the one changed cell; nothing changes before 'Übernehmen'.
  await page.getByRole('button', { name: 'Datei importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tabelle aus Datei importieren' });
  await dialog.getByLabel('Bearbeitete Exportdatei (.xlsx oder .csv)').setInputFiles(edited);
  await expect(dialog.getByText(/1 Zeile gelesen · 1 Zelle ändert sich in 1 Zeile/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Geänderte Zellen' }).getByRole('row').nth(1)).toContainText(newText);
  await expect(base).not.toContainText(newText);
  await expectNoSeriousAxeViolations(page);
  await lookAt(page, { path: 'test-results/screenshots/dealer-excel-dry-run.png', fullPage: true });

  // Apply by keyboard: the notice says so, the table shows the new value.
  await dialog.getByRole('button', { name: 'Übernehmen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Import abgeschlossen: 1 Zellen aus „Rabatte bearbeitet\.xlsx“ übernommen\./)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(base).toContainText(newText);
  await expectNoSeriousAxeViolations(page);
});
