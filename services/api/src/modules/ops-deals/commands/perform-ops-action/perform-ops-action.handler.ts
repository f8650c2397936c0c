import type { AdminDealRowDto } from '@autoleasing/contracts';
import { dealNotFound, type DealActor } from '@autoleasing/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { staffActor } from '../../../checkout/shared/checkout-actor';
import { DealCommandsService } from '../../../checkout/shared/deal-commands.service';
import { DealReadModel, toAdminRow } from '../../../checkout/shared/deal-read-model';
import { PaymentSettlement } from '../../../payment/settlement/payment-settlement.service';
import { OpsNotesRepository } from '../../shared/ops-notes.repository';
import { PerformOpsActionCommand } from './perform-ops-action.command';
import type { OpsActionDto } from './perform-ops-action.request.dto';

/** Each action is a deal event carrying the acting staff member; an action the state does not allow is 409. */
@CommandHandler(PerformOpsActionCommand)
export class PerformOpsActionHandler implements ICommandHandler<PerformOpsActionCommand> {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly settlement: PaymentSettlement,
    private readonly notes: OpsNotesRepository,
  ) {}

  async execute({ session, dealId: id, request: body }: PerformOpsActionCommand): Promise<AdminDealRowDto> {
    const row = await this.deals.anyDeal(id);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    const actor = staffActor(session);
    const note = body.note?.trim();
    if (!note) {
      // "Signed contract uploaded" captures a reserved Anzahlung at the provider (settlement).
      await this.commands.execute(id, { type: 'PerformOpsAction', action: body.action, deliveryTime: body.delivery_time, actor }, actor, { after: this.settlement.after() });
      return toAdminRow(await this.deals.anyDeal(id));
    }
    await this.actWithNote(id, body, actor, note);
    return toAdminRow(await this.deals.anyDeal(id));
  }

  /**
   * The event carries only the note's id; its text goes to deal_ops_notes (erasable), in the
   * decision's transaction and only when an event refers to it — nothing is left behind when
   * the step is refused or changes nothing.
   */
  private async actWithNote(id: string, body: OpsActionDto, actor: DealActor & { role: 'Admin' }, note: string): Promise<void> {
    const noteId = randomUUID();
    const command = { type: 'PerformOpsAction', action: body.action, deliveryTime: body.delivery_time, noteId, noteLength: note.length, actor } as const;
    await this.commands.execute(id, command, actor, {
      after: this.settlement.after(async (client, events) => {
        if (!events.some((e) => 'noteId' in e.data && e.data.noteId === noteId)) return;
        await this.notes.insert(client, { id: noteId, dealId: id, authorUserId: actor.userId, text: note });
      }),
    });
  }
}
