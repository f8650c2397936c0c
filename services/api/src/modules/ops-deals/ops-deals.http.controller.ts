import { OPS_STATES, type AdminDealListResponse, type AdminDealRowDto } from '@autoleasing/contracts';
import { dealNotFound, invalid } from '@autoleasing/domain';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { Idempotent } from '../../common/idempotency/idempotent.interceptor';
import { CurrentSession, RequiresLogin } from '../wall/auth/access-policy.decorator';
import type { AuthSession } from '../wall/auth/session.store';
import { staffActor } from '../checkout/shared/checkout-actor';
import { DealCommandsService } from '../checkout/shared/deal-commands.service';
import { DealReadModel, toAdminRow } from '../checkout/shared/deal-read-model';
import { PaymentSettlement } from '../payment/settlement/payment-settlement.service';
import { AdminDealListQueryDto, OpsActionDto } from './ops-deals.request.dto';

export const ADMIN_DEALS_PER_PAGE = 20;

/**
 * Ops (Admin only): deals from checkout_completed on, and one action per transition of the ops
 * part of the table (contract, confirmation, delivery time, registration, pickup). Each action is
 * a deal event carrying the acting staff member; an action the state does not allow is 409.
 */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class OpsDealsHttpController {
  constructor(
    private readonly commands: DealCommandsService,
    private readonly deals: DealReadModel,
    private readonly settlement: PaymentSettlement,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Deals ab Bestellabschluss (optional nach Status), 20 je Seite' })
  async list(@Query() query: AdminDealListQueryDto): Promise<AdminDealListResponse> {
    const page = query.page ?? 1;
    const states = query.customer_state ? [query.customer_state] : OPS_STATES;
    if (query.customer_state && !OPS_STATES.includes(query.customer_state as never)) {
      throw invalid('state_not_listed', 'Hier werden nur Deals ab „Bestellung abgeschlossen“ gelistet.', [
        { field: 'customer_state', code: 'not_listed', message: 'Dieser Status wird hier nicht gelistet.' },
      ]);
    }
    const { rows, total } = await this.deals.listForOps(states, page, ADMIN_DEALS_PER_PAGE);
    return { data: rows.map(toAdminRow), meta: { page, per_page: ADMIN_DEALS_PER_PAGE, total } };
  }

  @Post(':id/actions')
  @HttpCode(200)
  // "Signed contract uploaded" captures the reserved Anzahlung: a retried click gets the first answer.
  @Idempotent()
  @ApiOperation({ summary: 'Ops-Aktion am Deal (Vertrag, Bestätigung, Lieferzeit, Zulassung, Abholung)' })
  async act(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string, @Body() body: OpsActionDto): Promise<AdminDealRowDto> {
    const row = await this.deals.anyDeal(id);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    if (body.action === 'update_delivery_time' && !body.delivery_time) {
      throw invalid('delivery_time_required', 'Bitte wählen Sie eine Lieferzeit.', [
        { field: 'delivery_time', code: 'required', message: 'Bitte wählen Sie eine Lieferzeit.' },
      ]);
    }
    if (body.action !== 'update_delivery_time' && body.delivery_time) {
      throw invalid('delivery_time_not_expected', 'Eine Lieferzeit gehört nur zur Aktion „Lieferzeit aktualisieren“.', [
        { field: 'delivery_time', code: 'not_expected', message: 'Nur bei „Lieferzeit aktualisieren“.' },
      ]);
    }
    const actor = staffActor(session);
    const note = body.note?.trim();
    if (!note) {
      // "Signed contract uploaded" captures a reserved Anzahlung at the provider (settlement).
      await this.commands.execute(id, { type: 'PerformOpsAction', action: body.action, deliveryTime: body.delivery_time, actor }, actor, { after: this.settlement.after() });
      return toAdminRow(await this.deals.anyDeal(id));
    }
    // The event carries only the note's id; its text goes to deal_ops_notes (erasable), in the
    // decision's transaction and only when an event refers to it — nothing is left behind when
    // the step is refused or changes nothing.
    const noteId = randomUUID();
    const command = { type: 'PerformOpsAction', action: body.action, deliveryTime: body.delivery_time, noteId, noteLength: note.length, actor } as const;
    await this.commands.execute(id, command, actor, {
      after: this.settlement.after(async (client, events) => {
        if (!events.some((e) => 'noteId' in e.data && e.data.noteId === noteId)) return;
        await client.query('INSERT INTO deal_ops_notes (id, deal_id, author_user_id, note) VALUES ($1, $2, $3, $4)', [noteId, id, actor.userId, note]);
      }),
    });
    return toAdminRow(await this.deals.anyDeal(id));
  }

  /**
   * Ops archive a deal in any state (the table's ops archive rows: cancelled orders, duplicates).
   * The deal then counts as not found everywhere (spec 4.1), so archiving it again is 404.
   */
  @Post(':id/archive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deal archivieren (Ops, in jedem Status)' })
  async archive(@CurrentSession() session: AuthSession, @Param('id', ParseUUIDPipe) id: string): Promise<AdminDealRowDto> {
    const row = await this.deals.anyDeal(id);
    if (row.customer_state === 'customer_archived') throw dealNotFound();
    const actor = staffActor(session);
    // A reserved Anzahlung is released with the cancelled deal (settlement voids it).
    await this.commands.execute(id, { type: 'ArchiveDeal', by: 'ops', actor }, actor, { after: this.settlement.after() });
    return toAdminRow(await this.deals.anyDeal(id));
  }
}
