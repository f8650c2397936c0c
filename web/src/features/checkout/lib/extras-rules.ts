import type { DeliveryOption, ExtraName } from '@autoleasing/contracts';

/**
 * Spec 4.5, as the page shows it before the server answers: choosing an extra selects it and
 * unselects the others; the selected one chosen again clears the selection; factory pickup
 * resets the extras. The server applies the same rules and its answer replaces this guess.
 */
export function selectExtra(current: ExtraName | null, chosen: ExtraName): ExtraName | null {
  return current === chosen ? null : chosen;
}

export function extrasAfterDeliveryOption(current: ExtraName | null, option: DeliveryOption): ExtraName | null {
  return option === 'by_factory' ? null : current;
}
