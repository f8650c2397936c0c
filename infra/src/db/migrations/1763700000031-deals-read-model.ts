import { MovedToProjection } from './moved-to-projection';

/** Created the deals read model early (deals, deal_state_changes); the deals projection owns and creates it now. */
export class DealsReadModel1763700000031 extends MovedToProjection {
  readonly name = 'DealsReadModel1763700000031';
}
