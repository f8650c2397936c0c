import { MAX_ADDITIONAL_DISCOUNTS, MIN_ADDITIONAL_DISCOUNTS } from '@autoleasing/contracts';
import { assertNever, type Decider, type DecisionContext } from '../shared/decider';
import { badRequest, ruleViolated } from '../shared/domain-error';
import type { DiscountLayoutEvent } from './discount-table.events';

export type DiscountLayoutCommand = {
  type: 'ChangeDiscountLayout';
  dealerId: string;
  manufacturerId: string;
  numberAdditionalDiscounts: number;
  /** The last column(s) are removed and their values cleared (the api clears the tables first). */
  removing: boolean;
};

/** A dealer and brand without layout events shows one additional column (spec 2.5). */
export interface DiscountLayoutState {
  numberAdditionalDiscounts: number;
}

export const DISCOUNT_COLUMN_LIMIT = 'discount_column_limit';

const initialState = (): DiscountLayoutState => ({ numberAdditionalDiscounts: MIN_ADDITIONAL_DISCOUNTS });

function evolve(state: DiscountLayoutState, event: DiscountLayoutEvent): DiscountLayoutState {
  switch (event.type) {
    case 'DiscountLayoutChanged':
      return { numberAdditionalDiscounts: event.data.numberAdditionalDiscounts };
    default:
      return assertNever(event.type, 'discount layout event');
  }
}

function decide(command: DiscountLayoutCommand, state: DiscountLayoutState, { now }: DecisionContext): DiscountLayoutEvent[] {
  switch (command.type) {
    case 'ChangeDiscountLayout': {
      const next = command.numberAdditionalDiscounts;
      if (!Number.isInteger(next)) throw badRequest('discount_layout_invalid', 'Die Anzahl der Zusatzspalten muss eine ganze Zahl sein.');
      if (next > MAX_ADDITIONAL_DISCOUNTS) {
        throw ruleViolated(DISCOUNT_COLUMN_LIMIT, `Es sind höchstens ${MAX_ADDITIONAL_DISCOUNTS} Zusatznachlass-Spalten möglich.`);
      }
      if (next < MIN_ADDITIONAL_DISCOUNTS) {
        throw ruleViolated(DISCOUNT_COLUMN_LIMIT, 'Die erste Zusatznachlass-Spalte kann nicht entfernt werden.');
      }
      if (command.removing && next >= state.numberAdditionalDiscounts) {
        throw badRequest('discount_layout_invalid', 'Beim Entfernen muss die Anzahl der Spalten kleiner werden.');
      }
      if (next === state.numberAdditionalDiscounts) return [];
      return [
        {
          type: 'DiscountLayoutChanged',
          data: {
            dealerId: command.dealerId,
            manufacturerId: command.manufacturerId,
            previousNumber: state.numberAdditionalDiscounts,
            numberAdditionalDiscounts: next,
            removing: command.removing,
            changedAt: now.toISOString(),
          },
        },
      ];
    }
    default:
      return assertNever(command.type, 'discount layout command');
  }
}

export const discountLayoutDecider: Decider<DiscountLayoutState, DiscountLayoutCommand, DiscountLayoutEvent> = { initialState, evolve, decide };
