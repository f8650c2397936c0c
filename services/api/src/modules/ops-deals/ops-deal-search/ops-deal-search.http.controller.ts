import { OPS_DEALS_PER_PAGE, OPS_STATES, type OpsDealSearchResponse, type OpsDealTimelineResponse, type OpsTimelineEntry } from '@autoleasing/contracts';
import type { DealEvent } from '@autoleasing/domain';
import { dealStreamId, invalid } from '@autoleasing/domain';
import type { EventStore, RecordedEvent } from '@autoleasing/infra';
import { Controller, Get, Inject, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EVENT_STORE } from '../../../core/tokens';
import { RequiresLogin } from '../../wall/auth/access-policy.decorator';
import { OpsDealsRepository } from './ops-deals.repository';
import { OpsDealSearchQueryDto } from './ops-deal-search.request.dto';

/**
 * An action's note: its text from deal_ops_notes by the event's noteId (marked erased once blanked,
 * or when the row is missing), or the text of a legacy event written before that table.
 */
function noteOf(data: { noteId?: string; note?: string }, notes: ReadonlyMap<string, string | null>): Pick<OpsTimelineEntry, 'note' | 'note_erased'> {
  if (data.noteId) {
    const text = notes.get(data.noteId);
    return text ? { note: text } : { note_erased: true };
  }
  return data.note ? { note: data.note } : {};
}

/** The facts of one event the timeline shows besides type, time and actor. */
function detailsOf(event: DealEvent, notes: ReadonlyMap<string, string | null>): Partial<OpsTimelineEntry> {
  switch (event.type) {
    case 'DealCustomerStateChanged':
      return { from_state: event.data.from, to_state: event.data.to, trigger: event.data.trigger, ...noteOf(event.data, notes) };
    case 'DealConfiguratorRestarted':
      return { from_state: event.data.from, to_state: 'inquired', trigger: 'restart_configurator' };
    case 'DealArchived':
      return { from_state: event.data.from, to_state: 'customer_archived', trigger: 'archive' };
    case 'DealDeliveryTimeUpdated':
      return { delivery_time: event.data.deliveryTime, ...noteOf(event.data, notes) };
    case 'DealDocumentAttached':
    case 'DealDocumentRemoved':
      return { attachment_type: event.data.attachmentType, document_id: event.data.documentId };
    case 'DealSelfAssessmentFormGenerated':
      return { attachment_type: 'self_assessment_form', document_id: event.data.documentId };
    default:
      return {};
  }
}

/**
 * The ops screen's reads (Admin only): the deal list with the filters of the screen (state group,
 * state, search by deal id, customer name or e-mail, dealer) and one deal's timeline, read from
 * its event stream so every event shows who acted and when.
 */
@ApiTags('admin')
@Controller('api/v1/admin/deals')
@RequiresLogin({ roles: ['Admin'] })
export class OpsDealSearchHttpController {
  constructor(
    private readonly deals: OpsDealsRepository,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Get('search')
  @ApiOperation({ summary: 'Deals ab Bestellabschluss mit Filtern (Statusgruppe, Status, Suche, Händler), 20 je Seite' })
  async search(@Query() query: OpsDealSearchQueryDto): Promise<OpsDealSearchResponse> {
    if (query.customer_state && !(OPS_STATES as readonly string[]).includes(query.customer_state)) {
      throw invalid('state_not_listed', 'Hier werden nur Deals ab „Bestellung abgeschlossen“ gelistet.', [
        { field: 'customer_state', code: 'not_listed', message: 'Dieser Status wird hier nicht gelistet.' },
      ]);
    }
    const [{ rows, total, page }, dealers] = await Promise.all([this.deals.search(query), this.deals.dealers()]);
    return { data: rows, meta: { page, per_page: OPS_DEALS_PER_PAGE, total }, dealers };
  }

  @Get(':id/timeline')
  @ApiOperation({ summary: 'Verlauf eines Deals: jedes Ereignis mit Zeitpunkt und handelnder Person' })
  async timeline(@Param('id', ParseUUIDPipe) id: string): Promise<OpsDealTimelineResponse> {
    const deal = await this.deals.opsDeal(id);
    const [recorded, contracts, notes] = await Promise.all([this.eventStore.readStream(dealStreamId(id)), this.deals.contracts(id), this.deals.opsNotes(id)]);
    const names = await this.deals.userNames(recorded.map((e) => e.metadata.actor.userId));
    const events = (recorded as (RecordedEvent & DealEvent)[]).map(
      (event): OpsTimelineEntry => ({
        id: event.id,
        revision: Number(event.revision),
        type: event.type,
        occurred_at: event.metadata.occurredAt,
        actor: {
          user_id: event.metadata.actor.userId,
          role: event.metadata.actor.role === 'Visitor' ? 'System' : event.metadata.actor.role,
          name: names.get(event.metadata.actor.userId) ?? null,
        },
        ...detailsOf(event, notes),
      }),
    );
    return { deal, events, contracts };
  }
}
