import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A screenshot for people to look at (test-results/): the screens at their widths, after a change.
 * Nobody looks at them in CI, where they cost the browser about a second each (a full page of
 * /hot-deals: 2 s), so a CI run skips them unless E2E_SCREENSHOTS=1. They assert nothing: what a
 * journey checks is in its expectations, and a failing test still gets its screenshot and trace.
 */
export async function lookAt(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot(options);
}
