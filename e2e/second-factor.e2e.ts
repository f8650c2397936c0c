import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hashSecret } from '../infra/src/security/secret-hash';
import { randomUUID } from 'node:crypto';
import { PASSWORD } from './support/deal-through-checkout';
import { staffTwin, totpCode } from './support/second-factor';
import { withAppDatabase } from './support/app-database';
import { lookAt } from './support/look-at';

/** A new dealer user of the demo dealer, without a second factor (as an operator would add one). */
async function createDealerUser(): Promise<string> {
  const email = `haendler-2fa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  await withAppDatabase(async (client) => {
    await client.query(
      `INSERT INTO users (id, email, password_hash, role, first_name, last_name, dealer_id, email_verified_at, accepted_tnc_at)
       SELECT $1, $2, $3, 'Dealer', 'Dora', 'Doppelt', dealer_id, now(), now() FROM users WHERE email = 'haendler@autoleasing.example'`,
      [randomUUID(), email, await hashSecret(PASSWORD)],
    );
  });
  return email;
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function codeStep(page: Page, code: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätigungscode' })).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
}

/** The code was accepted: the app leaves the step for the target page (slow on a loaded machine). */
async function expectPastCodeStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätigungscode' })).toBeHidden({ timeout: 30_000 });
}

/** From the header of a public page (the wall pages have none). */
async function logOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
}

test.describe('two-factor login (issue 20)', () => {
  test('a dealer enrols TOTP, logs out, logs in with a code, and with a recovery code once', async ({ page }) => {
    // Five logins (argon2id each) and an enrolment: more than one journey's usual work.
    test.setTimeout(300_000);
    const email = await createDealerUser();

    // After the password a dealer without a second factor is held on the enrolment page.
    await passwordStep(page, email);
    await expect(page).toHaveURL('/account/security');
    await expect(page.getByText('Für Händler und Administratoren ist die Zwei-Faktor-Anmeldung vorgeschrieben.')).toBeVisible();
    await page.goto('/dealer/discount');
    await expect(page).toHaveURL('/account/security');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    await expect(page.getByRole('img', { name: 'QR-Code mit dem Schlüssel für Ihre Authentifizierungs-App' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/second-factor-enrolment.png', fullPage: true });

    // No code of this secret was used before: the current step's.
    await page.getByLabel('Bestätigungscode aus der App').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Aktivieren' }).click();
    const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
    // Ten argon2id hashes on a shared machine: give the answer time.
    await expect(codes).toHaveCount(10, { timeout: 30_000 });
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/second-factor-recovery-codes.png', fullPage: true });
    await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
    await expect(page).toHaveURL(/\/dealer\/discount/);
    await logOut(page);

    // With the code of the app. The enrolment used this step's code, and a used step is refused
    // (replays): a twin of the dealer (same password, secret and recovery codes, no step used)
    // logs in with the current code, so no journey waits for the next 30-second step.
    const twin = await staffTwin(email);
    await passwordStep(page, twin.email);
    await expectNoSeriousAxeViolations(page);
    // A code from ten minutes ago is refused, and the step stays for another try.
    await codeStep(page, totpCode(secret, Date.now() - 10 * 60_000));
    await expect(page.getByRole('alert')).toContainText('Der Bestätigungscode ist falsch oder abgelaufen.', { timeout: 15_000 });
    await codeStep(page, totpCode(secret));
    await expectPastCodeStep(page);
    await page.goto('/account/security');
    await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist eingerichtet. Verbleibende Wiederherstellungscodes: 10.')).toBeVisible();
    await expect(page.getByRole('table').getByText('(diese Sitzung)')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/account-security.png', fullPage: true });
    await logOut(page);

    // With a recovery code, as the enrolled dealer: once.
    await passwordStep(page, email);
    await codeStep(page, recoveryCodes[0]);
    await expectPastCodeStep(page);
    await page.goto('/account/security');
    await expect(page.getByText('Verbleibende Wiederherstellungscodes: 9.')).toBeVisible();
    await logOut(page);
    await passwordStep(page, email);
    await codeStep(page, recoveryCodes[0]);
    await expect(page.getByRole('alert')).toContainText('Der Bestätigungscode ist falsch oder abgelaufen.', { timeout: 15_000 });
    await codeStep(page, recoveryCodes[1]);
    await expectPastCodeStep(page);

    // "Alle Sitzungen abmelden" ends this session too.
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Alle Sitzungen abmelden' }).click();
    // The page's login guard may get there first and keep the way back in redirect_url.
    await expect(page).toHaveURL(/\/login(\?redirect_url=.*account%2Fsecurity)?$/);
    const after = await page.request.get('/api/v1/authentication');
    expect((await after.json()).error).toBe('not_logged_in');
  });
});
