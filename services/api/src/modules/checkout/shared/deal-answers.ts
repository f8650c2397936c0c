import type { DealAnswer, DealUpdatingDto } from '@autoleasing/contracts';
import { Injectable } from '@nestjs/common';
import { DealCommandsService, type DealCommandResult } from './deal-commands.service';
import { DealReadModel, toDealDto } from './deal-read-model';

/**
 * What the checkout answers about a customer's deal (issue 19): the read model's deal once it has
 * the command's events; while it is behind, what the deal's stream says (DealUpdatingDto), never
 * the read model's older view. So a created deal always answers with its id, and the web shows
 * "wird aktualisiert …" and asks again until the read model has caught up.
 */
@Injectable()
export class DealAnswers {
  constructor(
    private readonly deals: DealReadModel,
    private readonly commands: DealCommandsService,
  ) {}

  /** A read: the read model's deal; one it does not have yet comes from its stream (404 unless own and live). */
  async current(dealId: string, customerId: string): Promise<DealAnswer> {
    const row = await this.deals.findOwnDeal(dealId, customerId);
    return row ? toDealDto(row) : this.updating(dealId, customerId);
  }

  /** A command's answer: the read model's deal when it had the command's events in time, else the stream's word. */
  async after(dealId: string, customerId: string, result: DealCommandResult | undefined): Promise<DealAnswer> {
    const row = result?.caughtUp === false ? undefined : await this.deals.findOwnDeal(dealId, customerId);
    return row ? toDealDto(row) : this.updating(dealId, customerId);
  }

  private async updating(dealId: string, customerId: string): Promise<DealUpdatingDto> {
    const { state, revision } = await this.commands.ownDealOnStream(dealId, customerId);
    return { id: dealId, customer_state: state.customerState, revision, caught_up: false };
  }
}
