import { expect, type Page } from '@playwright/test';

/** The widths every customer-area and checkout page must fit (issue 17): the smallest phone, a common phone, a laptop. */
export const LAYOUT_WIDTHS = [320, 375, 1280] as const;

/**
 * The whole page (header included) scrolls no wider than the window at each width:
 * document.scrollingElement.scrollWidth <= innerWidth. Polled briefly after each resize, so a
 * layout still settling is not a failure; a real overflow names the elements that stick out.
 * The viewport is set back to where it was.
 */
export async function expectNoHorizontalOverflow(page: Page, name: string, widths: readonly number[] = LAYOUT_WIDTHS): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: before.height });
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const over = (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth;
              if (over <= 0) return 'fits';
              const offenders = [...document.querySelectorAll('body *')]
                .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
                .slice(0, 6)
                .map((e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`);
              return `${over}px too wide: ${offenders.join(', ')}`;
            }),
          { message: `${name} fits ${width} px without horizontal scrolling`, timeout: 3_000 },
        )
        .toBe('fits');
    }
  } finally {
    await page.setViewportSize(before);
  }
}
