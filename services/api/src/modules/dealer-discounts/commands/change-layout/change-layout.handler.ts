import { ADDITIONAL_DISCOUNT_FIELDS, CUSTOMER_GROUPS, DISCOUNT_ERROR_CODES, type DiscountLayoutResponse } from '@autoleasing/contracts';
import { columnHoldsData, discountLayoutDecider, ruleViolated, type DiscountLayoutCommand, type DiscountScope } from '@autoleasing/domain';
import type { GlobalPosition } from '@autoleasing/infra';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ReadYourWritesService } from '../../../../common/consistency/read-your-writes.service';
import { DealerDiscountsRepository } from '../../shared/dealer-discounts.repository';
import { DiscountTableStore } from '../../shared/discount-table-store';
import { ChangeLayoutCommand } from './change-layout.command';

/**
 * Adds or removes additional discount columns of a dealer's brand (spec 2.5, 4.8). Removing
 * clears the removed columns' values in every table of that brand first (one DiscountCellsEdited
 * per table, reason column_removed), then records the layout change; both steps are idempotent,
 * so a repeated PATCH after a failure finishes the job. Shrinking without `removing` while a
 * removed column holds data answers 409 discount_column_has_data (the web asks first).
 */
@CommandHandler(ChangeLayoutCommand)
export class ChangeLayoutHandler implements ICommandHandler<ChangeLayoutCommand> {
  constructor(
    private readonly repository: DealerDiscountsRepository,
    private readonly tables: DiscountTableStore,
    private readonly readYourWrites: ReadYourWritesService,
  ) {}

  async execute(input: ChangeLayoutCommand): Promise<DiscountLayoutResponse & { caught_up: boolean }> {
    const { dealerId, manufacturerId } = input;
    await this.repository.checkScope(dealerId, null, manufacturerId);
    const command: DiscountLayoutCommand = {
      type: 'ChangeDiscountLayout',
      dealerId,
      manufacturerId,
      numberAdditionalDiscounts: input.numberAdditionalDiscounts,
      removing: input.removing,
    };
    const current = await this.tables.layout(dealerId, manufacturerId);
    // Limits first (409 discount_column_limit), before any value is cleared.
    discountLayoutDecider.decide(command, current, { now: new Date(), newId: randomUUID });
    const correlationId = randomUUID();
    let position: GlobalPosition | null = null;
    const removed = ADDITIONAL_DISCOUNT_FIELDS.slice(input.numberAdditionalDiscounts, current.numberAdditionalDiscounts);
    if (removed.length) {
      const scopes = await this.scopes(dealerId, manufacturerId);
      if (!input.removing) {
        for (const scope of scopes) {
          const { state } = await this.tables.load(scope);
          if (removed.some((field) => columnHoldsData(state, field))) {
            throw ruleViolated(DISCOUNT_ERROR_CODES.columnHasData, 'Die Spalte enthält Werte. Bitte bestätigen Sie das Entfernen.');
          }
        }
      } else {
        for (const scope of scopes) {
          for (const field of removed) {
            const result = await this.tables.execute(scope, { type: 'ClearDiscountColumn', scope, field }, input.actor, correlationId);
            if (result.position !== null && (position === null || result.position > position)) position = result.position;
          }
        }
      }
    }
    const result = await this.tables.changeLayout(command, input.actor, correlationId);
    if (result.position !== null && (position === null || result.position > position)) position = result.position;
    const consistency = await this.readYourWrites.waitFor(position, ['dealer-discounts']);
    return { number_additional_discounts: result.state.numberAdditionalDiscounts, caught_up: consistency.caughtUp };
  }

  /** Every table of the brand: those the read model knows plus each group × bank of the dealer. */
  private async scopes(dealerId: string, manufacturerId: string): Promise<DiscountScope[]> {
    const [known, banks] = await Promise.all([this.repository.scopesOf(dealerId, manufacturerId), this.repository.banks(dealerId)]);
    const all = new Map<string, DiscountScope>();
    const add = (customerGroup: DiscountScope['customerGroup'], bankId: string) =>
      all.set(`${customerGroup}|${bankId}`, { dealerId, customerGroup, bankId, manufacturerId });
    for (const scope of known) add(scope.customerGroup, scope.bankId);
    for (const group of CUSTOMER_GROUPS) for (const bank of banks) add(group, bank.id);
    return [...all.values()];
  }
}
