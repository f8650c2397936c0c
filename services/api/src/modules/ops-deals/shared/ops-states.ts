import { OPS_STATES } from '@autoleasing/contracts';
import { invalid } from '@autoleasing/domain';

/** The ops screen lists deals from checkout_completed on only: a filter on an earlier state is 422. */
export function assertOpsState(customerState: string | undefined): void {
  if (customerState && !(OPS_STATES as readonly string[]).includes(customerState)) {
    throw invalid('state_not_listed', 'Hier werden nur Deals ab „Bestellung abgeschlossen“ gelistet.', [
      { field: 'customer_state', code: 'not_listed', message: 'Dieser Status wird hier nicht gelistet.' },
    ]);
  }
}
