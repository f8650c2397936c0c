import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import yauzl from 'yauzl';
import { lookAt } from './support/look-at';

/** The entries of a ZIP file by name (yauzl reads it the way any unzip tool would). */
function unzip(content: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function registerAndLogIn(page: Page, email: string, password: string) {
  const registered = await page.request.post('/api/v1/customers', {
    data: { email, password, customer_group: 'b2c', first_name: 'Dora', last_name: 'Datenschutz' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/dev/outbox');
  await page.locator(`article[data-recipient="${email}"]`).first().getByRole('link', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible({ timeout: 20_000 });
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/accept-tnc');
  await page.getByRole('checkbox', { name: /akzeptiere sie/ }).check();
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).not.toHaveURL('/accept-tnc');
}

test.describe('privacy journey (GDPR art. 15, 17, 20)', () => {
  test('a customer downloads all their data as a ZIP, deletes the account with the password and cannot log in again', async ({ page }) => {
    const email = `datenschutz-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Sicher-Datenschutz-2026!';
    await registerAndLogIn(page, email, password);

    await page.goto('/customer/personal-details');
    const section = page.getByRole('region', { name: 'Ihre Daten' });
    await expect(section).toBeVisible();
    await expect(section).toContainText('§ 257 HGB');
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/privacy-section.png', fullPage: true });

    // The export: a real download, opened like any unzip tool would.
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Meine Daten herunterladen (ZIP)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(readFileSync((await download.path())!));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['README.txt', 'profil.json', 'angaben.json', 'bestellungen.json', 'nachrichten.json', 'zahlungen.json', 'einwilligungen.json', 'dokumente.json']));
    expect(JSON.parse(entries['profil.json'].toString('utf8'))).toMatchObject({ email, first_name: 'Dora', last_name: 'Datenschutz' });

    // Deletion by keyboard: a wrong password is refused at the field, the right one deletes.
    const field = section.getByLabel('Passwort zur Bestätigung');
    await field.focus();
    await page.keyboard.type('falsches-Passwort');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toHaveText('Das Passwort ist nicht korrekt.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page);
    await field.fill(password);
    await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Ihr Konto und Ihre Daten wurden gelöscht.')).toBeVisible();

    // The account is gone: the login fails like for an unknown address.
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
