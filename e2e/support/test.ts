import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Longer than any page takes to hydrate on a loaded CI machine; a page that never does still fails. */
const HYDRATION_LIMIT_MS = 30_000;

/**
 * Waits until the app has hydrated (app.tsx sets html[data-hydrated]) when the document is the web
 * app. Server-rendered pages look ready before their JavaScript runs, and React hydrates in slices
 * (main.tsx): a journey that changed a control in that window would lose the change, which no user
 * on a page that has become interactive ever sees.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: HYDRATION_LIMIT_MS });
}

/** @playwright/test's test, whose page.goto and page.reload resolve once the page is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
