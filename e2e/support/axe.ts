import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** German accessibility law (BFSG, BITV 2.0) follows WCAG 2.1 AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's serious and critical axe findings, as "rule: help (targets)".
 *
 * Legacy mode runs axe in the page in one call. The default mode runs it per frame, sends every
 * rule's partial results (each node of each pass) to Node and back into a blank page to finish:
 * three times as long on our listing pages (/hot-deals 18.6 s against 5.5 s, quiet machine), with
 * the same findings. What legacy mode gives up is cross-origin frames, and our pages have none.
 * Only violations keep all their nodes (resultTypes); passes are counted, not listed.
 *
 * `rules`: WCAG 2.1 AA (the law), or every rule axe has, best practices included.
 */
export async function seriousAxeViolations(page: Page, rules: 'wcag21aa' | 'all' = 'wcag21aa'): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (rules === 'all' ? builder : builder.withTags(WCAG_21_AA)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Serious and critical axe findings fail the journey. */
export async function expectNoSeriousAxeViolations(page: Page, rules: 'wcag21aa' | 'all' = 'wcag21aa'): Promise<void> {
  expect(await seriousAxeViolations(page, rules)).toEqual([]);
}
