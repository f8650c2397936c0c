import { expect, type Page } from './test';

/**
 * Clicks a Laufzeit the car page does not show yet and waits for the URL to carry it. Which term
 * a car opens with is its cheapest, and other journeys' discount edits move those prices, so a
 * fixed "48 Monate" may already be the chosen one, and clicking a checked radio changes nothing.
 */
export async function chooseOtherMonths(page: Page): Promise<number> {
  const other = page.getByRole('group', { name: 'Laufzeit' }).getByRole('radio', { checked: false }).first();
  const months = Number(await other.getAttribute('value'));
  await other.click();
  await expect(page).toHaveURL(new RegExp(`[?&]months=${months}(&|$)`));
  return months;
}
