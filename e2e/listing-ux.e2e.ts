import { expect as baseExpect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { lookAt } from './support/look-at';

/** The app shares 2 cores with the browser and other runs: a first page load can take seconds. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 18 (listing and car page UX): the spec 3.14 filters from the UI and from a pasted URL, the
 * phone filter sheet and price bar, hot deals paging, a page past the last one, the skip link,
 * the focus trap of modals, new pages at the top and the offline notice.
 */
interface Meta {
  total_count: number;
  offer_count: number;
  page_count: number;
}

/** What the API says for the listing's query string (the same filters in the URL's own spelling). */
async function apiMeta(page: Page, aggregation: 'level_one' | 'level_two', query: string, extra = ''): Promise<Meta> {
  const params = new URLSearchParams(query);
  params.delete('customer_type');
  const response = await page.request.get(`/api/v1/catalog/search_offers?aggregation=${aggregation}&customer_group=b2b&${params.toString()}${extra}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: Meta }).meta;
}

const resultCount = (page: Page) => page.locator('#results-count');
const countText = (n: number, unit: [string, string]) => `${n.toLocaleString('de-DE')} ${n === 1 ? unit[0] : unit[1]} gefunden`;
const SERIES: [string, string] = ['Modellreihe', 'Modellreihen'];
const OFFERS: [string, string] = ['Angebot', 'Angebote'];

/** The page's count equals the API's for the URL the UI wrote. */
async function expectCountOfUrl(page: Page): Promise<number> {
  const query = new URL(page.url()).search;
  const meta = await apiMeta(page, 'level_one', query);
  await expect(resultCount(page)).toHaveText(countText(meta.total_count, SERIES));
  return meta.total_count;
}

type FilterStep = {
  name: string;
  param: RegExp;
  apply: (page: Page) => Promise<void>;
  check: (page: Page) => Promise<void>;
  /** Terms: every series of the demo data has a 36-month and a 20.000 km term, so the count stays. */
  narrows?: false;
};

const tick = (group: string, name: string) => (page: Page) => page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name, exact: true }).click();
const ticked = (group: string, name: string) => (page: Page) => expect(page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name, exact: true })).toBeChecked();
const typeBound = (group: string, label: string, value: string) => async (page: Page) => {
  const field = page.getByRole('group', { name: group, exact: true }).getByLabel(label);
  await field.fill(value);
  await field.press('Enter');
};
const boundShown = (group: string, label: string, value: string) => (page: Page) => expect(page.getByRole('group', { name: group, exact: true }).getByLabel(label)).toHaveValue(value);

/** Every filter of spec 3.14 (item 7 of the issue), with the control that sets it and shows it. */
const FILTERS: FilterStep[] = [
  { name: 'Farbe', param: /color=black/, apply: tick('Farbe', 'Schwarz'), check: ticked('Farbe', 'Schwarz') },
  { name: 'Lieferzeit', param: /delivery_time=4_to_6_weeks/, apply: tick('Lieferzeit', '4–6 Wochen'), check: ticked('Lieferzeit', '4–6 Wochen') },
  { name: 'Lieferung', param: /delivery_option=by_factory/, apply: tick('Lieferung', 'Abholung im Werk'), check: ticked('Lieferung', 'Abholung im Werk') },
  { name: 'Versicherung', param: /insurance=true/, apply: tick('Pakete und Extras', 'Versicherung buchbar'), check: ticked('Pakete und Extras', 'Versicherung buchbar') },
  { name: 'Wartungspaket', param: /service_package=true/, apply: tick('Pakete und Extras', 'Wartungspaket buchbar'), check: ticked('Pakete und Extras', 'Wartungspaket buchbar') },
  { name: 'Konfigurationspaket', param: /configuration_package=true/, apply: tick('Pakete und Extras', 'Nur vorkonfigurierte Pakete'), check: ticked('Pakete und Extras', 'Nur vorkonfigurierte Pakete') },
  { name: 'Angebotsart', param: /offer_type=stock/, apply: tick('Angebotsart', 'Lagerfahrzeug'), check: ticked('Angebotsart', 'Lagerfahrzeug') },
  { name: 'Listenpreis', param: /list_price_cents%5Bmax%5D=4000000/, apply: typeBound('Listenpreis (netto)', 'bis (€)', '40000'), check: boundShown('Listenpreis (netto)', 'bis (€)', '40000') },
  { name: 'Budget', param: /finance_rate_cents%5Bmax%5D=30000/, apply: typeBound('Monatliche Rate (netto)', 'bis (€)', '300'), check: boundShown('Monatliche Rate (netto)', 'bis (€)', '300') },
  { name: 'Leistung', param: /horsepower%5Bmin%5D=150/, apply: typeBound('Leistung', 'von (PS)', '150'), check: boundShown('Leistung', 'von (PS)', '150') },
  {
    name: 'Laufzeit',
    param: /months=36/,
    narrows: false,
    apply: async (page) => void (await page.getByRole('combobox', { name: 'Laufzeit' }).selectOption('36')),
    check: (page) => expect(page.getByRole('combobox', { name: 'Laufzeit' })).toHaveValue('36'),
  },
  {
    name: 'Kilometer',
    param: /km_per_year=20000/,
    narrows: false,
    apply: async (page) => void (await page.getByRole('combobox', { name: 'Kilometer pro Jahr' }).selectOption('20000')),
    check: (page) => expect(page.getByRole('combobox', { name: 'Kilometer pro Jahr' })).toHaveValue('20000'),
  },
];

test.describe('listing filters of spec 3.14', () => {
  test.describe.configure({ timeout: 300_000 });
  test('every filter works from the UI and from a pasted URL: the results change and the count matches the API', async ({ page }) => {
    // Twelve filters, each from the UI and pasted: long on a loaded machine.
    test.setTimeout(600_000);
    await page.goto('/leasing?customer_type=B');
    const all = await expectCountOfUrl(page);
    const urls: { step: FilterStep; url: string; count: number }[] = [];
    for (const step of FILTERS) {
      await page.goto('/leasing?customer_type=B');
      await expect(resultCount(page)).toHaveText(countText(all, SERIES));
      await step.apply(page);
      await expect(page).toHaveURL(step.param);
      const count = await expectCountOfUrl(page);
      // The filter narrows the list (the demo data has cars on both sides of each filter).
      if (step.narrows === false) expect(count, step.name).toBeLessThanOrEqual(all);
      else expect(count, step.name).toBeLessThan(all);
      urls.push({ step, url: page.url(), count });
    }

    // The car series filter lists the series of the chosen brand.
    await page.goto('/leasing?customer_type=B');
    await tick('Marke', 'BMW')(page);
    await expect(page).toHaveURL(/manufacturer_name=bmw/);
    // Wait for the BMW series: the list of all brands' series stays on screen while they load, and
    // a click while it is replaced lands on whichever row moved under the pointer.
    const seriesGroup = page.getByRole('group', { name: 'Modellreihe', exact: true });
    const firstBmw = seriesGroup.getByRole('checkbox', { name: /^BMW / }).first();
    await expect(firstBmw).toBeVisible();
    await expect(seriesGroup.getByRole('checkbox', { name: /^(?!BMW )/ })).toHaveCount(0);
    const slug = await firstBmw.getAttribute('value');
    await firstBmw.click();
    await expect(page).toHaveURL(new RegExp(`car_series=${slug}`));
    await expect(page.getByRole('group', { name: 'Modellreihe', exact: true }).locator(`input[value="${slug}"]`)).toBeChecked();
    const seriesCount = await expectCountOfUrl(page);
    expect(seriesCount).toBe(1);
    urls.push({ step: { name: 'Modellreihe', param: /car_series=/, apply: async () => undefined, check: async (p) => expect(p.getByRole('group', { name: 'Modellreihe', exact: true }).getByRole('checkbox', { checked: true })).toHaveCount(1) }, url: page.url(), count: seriesCount });

    // Pasted into a new tab: the same list and the control shows the filter.
    for (const { step, url, count } of urls) {
      await page.goto(url);
      await expect(resultCount(page)).toHaveText(countText(count, SERIES));
      await step.check(page);
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('a filter value the API refuses shows its 400 message with a way back, instead of being dropped', async ({ page }) => {
    await page.goto('/leasing?customer_type=B&color=pink');
    await expect(page.getByRole('heading', { level: 1, name: 'Ungültige Angabe in der Adresse' })).toBeVisible();
    await expect(page.getByText('„color“')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Ohne Filter anzeigen' }).click();
    await expect(page).toHaveURL(/\/leasing\?customer_type=B$/);
    await expect(resultCount(page)).toHaveText(/Modellreihen gefunden/);
  });
});

test.describe('phone layout (375 × 667)', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the filter sheet: a dialog with a live "N Angebote anzeigen", a close button and a toggle that tells its state', async ({ page }) => {
    await page.goto('/leasing?customer_type=B');
    const all = await apiMeta(page, 'level_one', '');
    await expect(resultCount(page)).toHaveText(countText(all.total_count, SERIES));
    // Results first: the first card starts on the first screen.
    await expect(page.locator('.card-grid > li').first()).toBeInViewport();
    const toggle = page.getByRole('button', { name: 'Filter anzeigen', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: `${all.offer_count.toLocaleString('de-DE')} Angebote anzeigen` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/listing-filter-sheet-375.png' });

    await sheet.getByRole('group', { name: 'Kraftstoff' }).getByRole('checkbox', { name: 'Elektro' }).click();
    await expect(page).toHaveURL(/fuel_type=electric/);
    const electric = await apiMeta(page, 'level_one', 'fuel_type=electric');
    const show = sheet.getByRole('button', { name: `${electric.offer_count.toLocaleString('de-DE')} Angebote anzeigen` });
    await expect(show).toBeVisible();
    // Focus stays in the sheet (modal): Tab never reaches the page behind it.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(resultCount(page)).toHaveText(countText(electric.total_count, SERIES));
    await expect(page.getByRole('button', { name: 'Filter anzeigen (1 aktiv)' })).toBeVisible();

    await page.getByRole('button', { name: 'Filter anzeigen (1 aktiv)' }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter anzeigen (1 aktiv)' })).toBeFocused();
  });

  test('the car page shows the monthly rate and "Jetzt anfragen" without scrolling', async ({ page }) => {
    await page.goto('/leasing-sonderangebote?customer_type=B');
    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\//);
    const bar = page.getByRole('region', { name: 'Monatsrate und Anfrage' });
    await expect(bar.getByTestId('sticky-monthly-price')).toHaveText(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    await expect(bar.getByTestId('sticky-monthly-price')).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Jetzt anfragen' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The bar shows the same total as the price box.
    await expect(bar.getByTestId('sticky-monthly-price')).toHaveText((await page.getByTestId('total-monthly-price').textContent()) ?? '');
    await expect(bar.getByRole('link', { name: 'Jetzt anfragen' })).toHaveAttribute('href', /^\/create-deal\?deal_props=/);
    await expectNoSeriousAxeViolations(page);
    await lookAt(page, { path: 'test-results/screenshots/car-page-375.png' });
  });
});

test.describe('paging, skip link, modals, scroll and offline', () => {
  test.describe.configure({ timeout: 300_000 });
  test('hot deals are paged with the right count, and a page past the last one goes to the last page', async ({ page }) => {
    await page.goto('/hot-deals?customer_type=B');
    const meta = await apiMeta(page, 'level_two', '', '&term[hot_offer]=true&size=100');
    await expect(resultCount(page)).toHaveText(countText(meta.total_count, OFFERS));
    await expect(page.locator('.card-grid > li')).toHaveCount(Math.min(100, meta.total_count));
    expect(meta.page_count).toBeGreaterThan(1);
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: `Seite ${meta.page_count}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${meta.page_count}`));
    await expect(page.locator('.card-grid > li')).toHaveCount(meta.total_count - 100 * (meta.page_count - 1));
    await expectNoSeriousAxeViolations(page);

    await page.goto('/hot-deals?customer_type=B&page=99');
    await expect(page).toHaveURL(new RegExp(`[?&]page=${meta.page_count}$`));
    await expect(page.locator('.card-grid > li').first()).toBeVisible();

    await page.goto('/leasing?customer_type=B&page=99');
    const series = await apiMeta(page, 'level_one', '');
    await expect(page).toHaveURL(new RegExp(`[?&]page=${series.page_count}$`));
    await expect(page.locator('.card-grid > li').first()).toBeVisible();
    await expect(page.getByText('keine Angebote')).toHaveCount(0);
  });

  test('"Zu den Ergebnissen": a few Tabs from the top of /leasing to the first result', async ({ page }) => {
    await page.goto('/leasing?customer_type=B');
    await expect(resultCount(page)).toHaveText(/Modellreihen gefunden/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zu den Ergebnissen' });
    await expect(skip).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');
    let tabs = 0;
    while (tabs < 5 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('.card-grid'))))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    // Skip link (2 Tabs, Enter), then the sort select, then the first result.
    expect(tabs).toBeLessThanOrEqual(2);
    await expect(page.locator('.card-grid a').first()).toBeFocused();
  });

  test('the emissions modal keeps focus inside and gives it back on Escape', async ({ page }) => {
    await page.goto('/leasing-sonderangebote?customer_type=B');
    await page.locator('.card-grid').getByRole('link').first().click();
    const opener = page.getByRole('button', { name: 'Alle Verbrauchs- und Emissionswerte' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Verbrauch und Emissionen/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a new page opens at the top, and the car page gallery shows both picture views', async ({ page }) => {
    await page.goto('/leasing-sonderangebote?customer_type=B');
    await page.locator('.card-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/leasing-angebote\//);
    const carUrl = page.url();
    const gallery = page.getByRole('group', { name: 'Ansichten' });
    await expect(gallery.getByRole('button', { name: 'Seitenansicht' })).toHaveAttribute('aria-pressed', 'true');
    await gallery.getByRole('button', { name: 'Frontansicht' }).click();
    await expect(page.locator('.car-detail__gallery > img')).toHaveAttribute('src', /view=front/);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A new page loaded into the same tab (not back/forward) starts at the top.
    await page.goto('/leasing?customer_type=B');
    await expect(resultCount(page)).toHaveText(/Modellreihen gefunden/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(carUrl);
    await expect(page.getByTestId('total-monthly-price')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('offline, following a link shows the offline notice instead of the browser’s error page', async ({ page, context }) => {
    await page.goto('/leasing?customer_type=B');
    await expect(resultCount(page)).toHaveText(/Modellreihen gefunden/);
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Ratgeber' }).first().click();
    await expect(page.getByRole('heading', { name: 'Keine Internetverbindung' })).toBeVisible();
    expect(page.url()).not.toMatch(/^chrome-error:/);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  });
});
