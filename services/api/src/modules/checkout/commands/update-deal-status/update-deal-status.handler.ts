import type { CustomerGroup, DealAnswer, DealCustomerState } from '@autoleasing/contracts';
import { DEAL_TRANSITIONS, type DealCommand } from '@autoleasing/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../core/tokens';
import type { AuthSession } from '../../../wall/auth/session.store';
import { customerActor } from '../../shared/checkout-actor';
import { CustomerDetailsRepository } from '../../shared/customer-details.repository';
import { DealAnswers } from '../../shared/deal-answers';
import { DealCommandsService } from '../../shared/deal-commands.service';
import { DealReadModel } from '../../shared/deal-read-model';
import { drawOrderNumber, orderNumberStatement, placesOrder } from '../../shared/order-numbers';
import { UpdateDealStatusCommand } from './update-deal-status.command';
import type { StatusUpdateDto } from './update-deal-status.request.dto';

type RequestCustomerState = Extract<DealCommand, { type: 'RequestCustomerState' }>;

/**
 * The target states of the steps that carry details (the transition table's `details`: personal,
 * company, credit check, owner); the order (which checks the whole path) needs them too.
 */
const DETAIL_STEPS: ReadonlySet<DealCustomerState> = new Set(DEAL_TRANSITIONS.filter((t) => t.by === 'customer' && t.details).map((t) => t.to));

@CommandHandler(UpdateDealStatusCommand)
export class UpdateDealStatusHandler implements ICommandHandler<UpdateDealStatusCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly details: CustomerDetailsRepository,
    private readonly answers: DealAnswers,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ session, dealId: id, request: body }: UpdateDealStatusCommand): Promise<DealAnswer> {
    // Customers always have a group; the read model's is only a fallback for an account without one.
    const customerGroup = session.customerGroup ?? (await this.deals.assertOwnDeal(id, session.userId)).customer_group;
    const placing = body.customer_state === 'checkout_completed';
    const command = await this.requestCommand(session, customerGroup, body);
    const now = new Date();
    // The order number is drawn before the order's transaction, and only when a dry run of the
    // decision on the deal's latest state places the order: a refused order, or one placed
    // before, uses up no number. Should the deal change in the moment between so that the order
    // is placed after all, the decider refuses it for want of a number (409, try again); should
    // it no longer be placed, the number is skipped, like one drawn by a transaction that failed.
    if (placing && (await this.commands.holdsOnLatestState(id, session.userId, (state) => placesOrder(command, state, now)))) {
      command.orderNumber = await drawOrderNumber(this.pool, now);
    }
    // Ownership is checked on the deal's stream inside the command (404 for another customer's
    // deal); the placed number commits with the order's event (one round trip on a cached state).
    const result = await this.commands.execute(id, command, command.actor, {
      ownerId: session.userId,
      now,
      writes: placing ? orderNumberStatement : undefined,
    });
    return this.answers.after(id, session.userId, result);
  }

  /** The requested step with the facts the decider checks it on: saved details, the company's founding date, the accepted terms. */
  private async requestCommand(session: AuthSession, customerGroup: CustomerGroup, body: StatusUpdateDto): Promise<RequestCustomerState> {
    const placing = body.customer_state === 'checkout_completed';
    const needsDetails = placing || DETAIL_STEPS.has(body.customer_state);
    const savedDetails = needsDetails ? await this.details.savedKinds(session.userId) : [];
    const needsDocuments = placing || body.customer_state === 'documents_uploaded';
    const companyFoundedOn = needsDocuments && customerGroup === 'b2b' ? await this.details.companyFoundedOn(session.userId) : null;
    const terms = body.agb_version !== undefined ? { agbVersion: body.agb_version, withdrawalVersion: body.withdrawal_version ?? null } : undefined;
    return { type: 'RequestCustomerState', to: body.customer_state, customerGroup, savedDetails, actor: customerActor(session), companyFoundedOn, terms };
  }
}
